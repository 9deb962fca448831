use v5.16;
my $n = 1;
BEGIN { print ref(__SUB__), "\n" }
