# Explicit methods for the functions and ~: sqrt int log exp sin cos abs atan2 ~.
package F;
use overload map({ my $k = $_; ($k => sub { "$k(" . $_[0]{v} . (@_ > 1 && defined $_[1] && $_[1] ne '' ? ",$_[1]" : "") . ($_[2] ? ",swapped" : "") . ")" }) } qw(sqrt int log exp sin cos abs ~)),
    atan2 => sub { my ($a, $b, $s) = @_; "atan2(" . ($s ? "$b,$a->{v}" : "$a->{v},$b") . ")" },
    '""' => sub { "F$_[0]{v}" };
sub new { bless { v => $_[1] }, $_[0] }
package main;
my $f = F->new(4);
print join("\n", sqrt($f), int($f), log($f), exp($f), sin($f), cos($f), abs($f), ~$f, atan2($f, 1), atan2(2, $f)), "\n";
