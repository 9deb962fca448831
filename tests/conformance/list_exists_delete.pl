use strict;
use warnings;

# exists and delete on arrays and hashes, and the difference from defined.
my @a;
$a[5] = 1;
print "size ", scalar(@a), ", last index $#a, exists 2: ", (exists $a[2] ? 1 : 0), ", exists 5: ", (exists $a[5] ? 1 : 0), "\n";
$a[2] = undef;
print "after assigning undef: exists 2: ", (exists $a[2] ? 1 : 0), ", defined 2: ", (defined $a[2] ? 1 : 0), "\n";

my @b = (1, 2, 3);
print "negative: $b[-1] $b[-3] ", (defined $b[-4] ? "d" : "u"), ", exists -1: ", (exists $b[-1] ? 1 : 0), ", exists -4: ", (exists $b[-4] ? 1 : 0), "\n";
$#b = 0;
print "truncated with \$#b = 0: @b\n";
$#b = -1;
print "emptied: ", scalar(@b), "\n";

my @c = qw(a b c d);
my $gone = delete $c[1];
print "delete middle returned $gone; size ", scalar(@c), ", exists 1: ", (exists $c[1] ? 1 : 0), "\n";
$gone = delete $c[-1];
print "delete last returned $gone; size ", scalar(@c), "\n";
delete $c[2];
print "delete trailing hole shrinks again: size ", scalar(@c), "\n";

my %h = (a => 1, b => undef, c => 0);
for my $k (qw(a b c z)) {
    printf "%s: exists=%d defined=%d true=%d\n", $k, exists $h{$k} ? 1 : 0, defined $h{$k} ? 1 : 0, $h{$k} ? 1 : 0;
}
print "checking did not create z: ", (exists $h{z} ? 1 : 0), "\n";

my $v = delete $h{a};
my $missing = delete $h{nope};
print "deleted a=$v, missing gives ", (defined $missing ? $missing : "undef"), ", keys now ", join(",", sort keys %h), "\n";

# nested exists autovivifies intermediate levels, delete does not remove them
my %n;
print "nested exists: ", (exists $n{x}{y} ? 1 : 0), ", x created: ", (exists $n{x} ? 1 : 0), "\n";
$n{p}{q} = 1;
delete $n{p}{q};
print "after nested delete: p exists ", (exists $n{p} ? 1 : 0), ", p empty ", (%{ $n{p} } ? 0 : 1), "\n";

# delete while iterating over a copy of the keys
my %stock = (apple => 0, pear => 3, plum => 0, fig => 7);
for my $k (sort keys %stock) { delete $stock{$k} unless $stock{$k} }
print "in stock: ", join(",", map { "$_=$stock{$_}" } sort keys %stock), "\n";

# local delete-like behaviour: delete returns the value so it can be moved
my %from = (k1 => "v1", k2 => "v2");
my %to;
$to{$_} = delete $from{$_} for sort keys %from;
print "moved: ", join(",", map { "$_=$to{$_}" } sort keys %to), "; from has ", scalar(keys %from), "\n";
