# Prototypes of the program's own subs: scalar context for $, a reference for \@, () takes
# no arguments, a lone $ makes a named unary operator, & first takes a block, _ defaults
# to $_, ; makes the rest optional; &name(...) bypasses them.
use strict; use warnings;
sub mymax($$) { $_[0] > $_[1] ? $_[0] : $_[1] }
sub count($) { return "n=$_[0]" }
sub first_of(\@) { my $r = shift; return $r->[0] }
sub konst() { 5 }
sub opt($;$) { return defined $_[1] ? "two" : "one" }
sub apply(&@) { my $c = shift; return map { $c->($_) } @_ }
sub topic(_) { return "t=$_[0]" }
my @a = (3, 9, 4);
print mymax(3, 7), " ", count(@a), " ", first_of(@a), " ", konst + 1, "\n";
print count @a, "x\n";
print opt(1), " ", opt(1, 2), "\n";
print join(",", apply { $_[0] * 2 } 1, 2, 3), "\n";
for (qw(a b)) { print topic(), " " } print topic("z"), "\n";
print &count(@a), "\n";
