# The List::Util::_Pair objects pairs returns, with their key/value/TO_JSON methods.
use strict;
use warnings;
use List::Util qw(pairs);
my @p = pairs(a => 1, b => 2, c => undef);
for my $p (@p) {
    print $p->key, " => ", (defined $p->value ? $p->value : "undef"), "\n";
}
my $j = $p[0]->TO_JSON;
print ref($j), " @$j\n";
$p[0][0] = "z";
print $p[0]->key, "\n";
my @l = $p[1]->value;
print scalar(@l), "\n";
print $p[0]->isa('List::Util::_Pair') ? "isa\n" : "not\n";
print join(",", map { $_->key } sort { $a->value <=> $b->value } @p[0, 1]), "\n";
