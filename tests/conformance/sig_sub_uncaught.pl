use v5.36;
sub area ($w, $h) { $w * $h }
say area(2, 3);
say "before";
say area(4);
say "never printed";
