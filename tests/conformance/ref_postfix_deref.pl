use strict;
use warnings;
use feature 'say';

# Postfix dereference: ->@*, ->%*, ->$* next to the circumfix forms.
my $ar = [5, 3, 9, 1];
my $hr = { b => 2, a => 1, c => 3 };
my $sr = \"scalar";
my $cr = sub { "code(@_)" };

say "array: ", join(",", $ar->@*);
say "count: ", scalar($ar->@*), " last index: ", $#$ar;
say "sorted: ", join(",", sort { $a <=> $b } $ar->@*);
say "hash keys: ", join(",", sort keys $hr->%*);
say "hash size: ", scalar(%$hr) ? "nonempty" : "empty";
say "scalar: ", $sr->$*;
say "code: ", $cr->(1, 2);

push $ar->@*, 7;
say "after push: @$ar (", $#{$ar}, ")";
my @copy = $ar->@*;
$copy[0] = 0;
say "copy independent: $ar->[0] vs $copy[0]";

# nested
my $data = { list => [[1, 2], [3, 4, 5]], map => { x => { y => [7, 8] } } };
say "nested count: ", scalar($data->{list}->@*), " inner: ", $#{ $data->{list}[1] };
say "flat: ", join(" ", map { $_->@* } $data->{list}->@*);
say "deep: ", join(" ", $data->{map}{x}{y}->@*);
$data->{map}{x}{y}->@* = (9, 9, 9);
say "replaced: ", join(" ", $data->{map}{x}{y}->@*);

# interpolation of postfix deref (needs postderef_qq, not on by default: stays literal-ish)
my @arr = $data->{list}[0]->@*;
say "interp via array: @arr";

# $#{...} and $#$ forms
say "forms: $#{$ar} $#$ar";
$#{$ar} = 1;
say "truncated: @$ar";

# each/keys/values via ->%*
my $total = 0;
$total += $_ for values $hr->%*;
say "sum of values: $total";
while (my ($k, $v) = each $hr->%*) { $total -= $v }
say "after each: $total";
