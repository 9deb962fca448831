use strict;
use warnings;

# Slice elements past the end are created when the slice is used where elements are
# aliased (foreach, map, grep, sub arguments), but not when it is only read.
my @read = (1, 2);
my @copy = @read[0 .. 3];
print "plain read: ", scalar(@read), " (copy has ", scalar(@copy), ")\n";
my $j = join ",", map { defined $_ ? $_ : "u" } @copy;
print "copy: $j\n";

my @m = (1, 2);
my @out = map { defined $_ ? $_ : "u" } @m[0 .. 3];
print "map over slice: ", scalar(@m), " -> @out\n";

my @f = (1, 2);
for (@f[1 .. 4]) { $_ //= "filled" }
print "foreach over slice: ", scalar(@f), " -> @f\n";

my @g = (1);
my $n = grep { !defined } @g[0 .. 2];
print "grep over slice: ", scalar(@g), ", undefined: $n\n";

my %h = (a => 1);
for (@h{qw(a b c)}) { $_ //= 0; $_++ }
print "hash slice in foreach: ", join(",", map { "$_=$h{$_}" } sort keys %h), "\n";

sub touch { return scalar @_ }
my @t = (1);
touch(@t[0 .. 2]);
print "sub args: ", scalar(@t), "\n";
