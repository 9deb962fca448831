use strict;
use warnings;
use feature 'say';

sub classify {
    my ($n) = @_;
    if ($n < 0) {
        return "negative";
    } elsif ($n == 0) {
        return "zero";
    } elsif ($n < 10) {
        return "small";
    } elsif ($n < 100) {
        return "medium";
    } else {
        return "large";
    }
}

for my $n (-7, 0, 3, 42, 1000) {
    say "$n is ", classify($n);
}
my $x = 5;
if ($x) { say "if true" }
if (!$x) { say "not printed" } else { say "else branch" }
unless ($x == 5) { say "not printed" } else { say "unless-else branch" }
unless (0) { say "unless false runs" }
unless ("") { say "unless empty string runs" }
unless ("0") { say "unless '0' runs" }
unless ("0.0") { say "not printed" } else { say "'0.0' is true" }
if (0) { say "no" } elsif ("") { say "no" } elsif ("00") { say "elsif '00' is true" } else { say "no" }
my $y;
if (defined $y) { say "no" } else { say "undef is not defined" }
if ($x > 3 && $x < 10) { say "in range" }
if ($x < 3 || $x > 4) { say "outside 3..4" }
if (not $y) { say "not undef" }
my @a = ();
if (@a) { say "no" } else { say "empty array is false" }
push @a, 0;
if (@a) { say "array with one element (0) is true" }
my %h;
if (%h) { say "no" } else { say "empty hash is false" }
$h{k} = 0;
if (%h) { say "hash with a key is true" }
if ($h{k}) { say "no" } elsif (exists $h{k}) { say "exists but false" }
my $res = "";
if (1) { $res .= "a"; if (0) { $res .= "b" } else { $res .= "c"; unless (0) { $res .= "d" } } }
say "nested: $res";
my $scoped = "outer";
if ((my $inner = 3) > 2) {
    say "my in condition: $inner";
} else {
    say "else sees $inner";
}
say "outer still $scoped";
for my $v (0, 1, 2, 3) {
    if ($v == 0) { say "$v: zero"; next }
    if ($v % 2) { say "$v: odd" } else { say "$v: even" }
}
sub last_value { if ($_[0]) { "yes" } }
say "[", last_value(0), "]";
say "[", last_value(1), "]";
sub unless_value { unless ($_[0]) { 5 } }
say "[", unless_value(0), "]";
say "[", unless_value(7), "]";
