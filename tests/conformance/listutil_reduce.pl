# reduce and reductions: $a/$b, the accumulator a copy, empty and one-item lists,
# nested use (first inside reduce), packages, and pairmap/pairgrep/pairfirst.
use strict;
use warnings;
use List::Util qw(reduce reductions first max pairmap pairgrep pairfirst);

my @n = (3, 1, 4, 1, 5);
my $sum = reduce { $a + $b } @n;
print "sum: $sum\n";
my $max = reduce { $a > $b ? $a : $b } @n;
print "max: $max\n";
my $cat = reduce { "$a$b" } qw(x y z);
print "concat: $cat\n";
print "reductions: ", join(" ", reductions { $a + $b } @n), "\n";
my $last = reductions { $a * $b } 1 .. 5;
print "reductions in scalar context: $last\n";
my $one = reduce { $a + $b } 42;
print "one item: $one\n";
my $none = reduce { $a + $b } ();
print "no items: ", (defined $none ? $none : "undef"), "\n";
my @r0 = reductions { $a + $b } ();
print "reductions of nothing: ", scalar(@r0), " items\n";
my @r1 = (reduce { $a + $b } ());
print "reduce of nothing in list context: ", scalar(@r1), " item\n";

# $a is the accumulator (a copy), $b the element itself.
my @v = (1, 2, 3);
my $t = reduce { $b *= 2; $a + $b } @v;
print "total $t, elements now @v\n";

# Building structures.
my $longest = reduce { length($a) >= length($b) ? $a : $b } qw(pear fig banana kiwi);
print "longest: $longest\n";
my $h = reduce { $a->{$b}++; $a } {}, qw(a b a c a);
print "counts: ", join(", ", map { "$_=$h->{$_}" } sort keys %$h), "\n";

# A first inside a reduce block, and a reduce inside a first block.
my @data = (2, 7, 1, 8, 2, 8);
my $m = reduce { my $bigger = first { $_ > $a } @data; defined $bigger ? $bigger : $a } 0, 1, 2;
print "first inside reduce: $m\n";
my $f = first { (reduce { $a + $b } 1 .. $_) > 10 } 1 .. 10;
print "reduce inside first: $f\n";

# A named sub as the block.
sub mul { $a * $b }
print "product via sub: ", reduce(\&mul, 1 .. 6), "\n";

# In another package, $a and $b are that package's.
package Other;
my $p = List::Util::reduce(sub { $a . "-" . $b }, qw(p q r));
print "in Other: $p\n";
package main;

# Warnings from inside the block come from its own line.
my $w = reduce { $a + $b } 1, "two", 3;
print "with a non-number: $w\n";

my %price = (apple => 3, pear => 5, fig => 2);
my @pairs = map { ($_, $price{$_}) } sort keys %price;
print "pairmap: ", join(", ", pairmap { "$a costs $b" } @pairs), "\n";
my $count = pairmap { ($a, $b, 1) } @pairs;
print "pairmap in scalar context: $count\n";
print "pairgrep: ", join(" ", pairgrep { $b > 2 } @pairs), "\n";
my $kept = pairgrep { $b > 2 } @pairs;
print "pairgrep in scalar context: $kept\n";
print "pairfirst: ", join(" ", pairfirst { $b > 2 } @pairs), "\n";
my $pf = pairfirst { $b > 2 } @pairs;
print "pairfirst in scalar context: $pf\n";
my $nope = pairfirst { $b > 99 } @pairs;
print "pairfirst not found: ", (defined $nope ? "[$nope]" : "undef"), "\n";
my @odd = pairmap { defined $b ? "$a/$b" : "$a/undef" } 1, 2, 3;
print "odd: @odd\n";
