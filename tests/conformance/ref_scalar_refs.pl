use strict;
use warnings;

# References to scalars: modifying through them, refs to elements, refs in loops.
my $count = 0;
my $cr = \$count;
$$cr++;
${$cr} += 10;
print "count: $count\n";

sub incr { my $ref = shift; $$ref += shift // 1; return }
incr(\$count);
incr(\$count, 5);
print "after incr: $count\n";

# refs to array and hash elements stay attached to the container
my @a = (1, 2, 3);
my $er = \$a[1];
$$er = 20;
print "array: @a\n";
my %h = (k => "old");
my $hr = \$h{k};
$$hr = "new";
print "hash: $h{k}\n";
my $nr = \$h{fresh};
print "fresh exists: ", (exists $h{fresh} ? 1 : 0), "\n";
$$nr = "made";
print "fresh: $h{fresh}\n";

# refs taken inside a loop point at distinct variables
my @refs;
for my $i (1 .. 3) { my $v = $i * 100; push @refs, \$v }
print "distinct: ", join(",", map { $$_ } @refs), "\n";
${ $refs[0] } = -1;
print "changed one: ", join(",", map { $$_ } @refs), "\n";

# refs to foreach aliases modify the array
my @nums = (1, 2, 3);
my @al;
push @al, \$_ for @nums;
${ $al[2] } = 30;
print "nums: @nums\n";

# ref to a constant is read-only but readable
my $const = \42;
print "const: $$const ", ref($const), "\n";
my $ok = eval { $$const = 1; 1 };
print "write to const ref: ", ($ok ? "allowed" : "died: $@");

# swapping through refs
sub swap { my ($x, $y) = @_; ($$x, $$y) = ($$y, $$x) }
my ($p, $q) = ("left", "right");
swap(\$p, \$q);
print "swapped: $p $q\n";

# a scalar ref to an undef scalar, then autovivify through it
my $u;
my $ur = \$u;
$$ur->[0] = "viv";
print "via ref: ", ref($u), " $u->[0]\n";

# string ref, and interpolating ${\ ...}
my $sref = \"text";
print "interp: ${$sref} and ${\ uc $$sref}\n";
print "length via ref: ", length($$sref), "\n";
