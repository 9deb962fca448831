use v5.36;
sub qualified ($self, $main::x) { 1 }
