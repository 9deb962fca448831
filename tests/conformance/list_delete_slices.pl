use strict;
use warnings;

# delete on hash and array slices returns the deleted values in order.
my %big = map { $_ => uc } 'a' .. 'f';
my @removed = delete @big{qw(a c e)};
print "hash slice delete: @removed; left ", join("", sort keys %big), "\n";

my @missing = delete @big{qw(b zz)};
print "with a missing key: ", join(",", map { defined $_ ? $_ : "undef" } @missing), "\n";

my $last = delete @big{qw(d f)};
print "scalar context gives the last: $last; left ", join("", sort keys %big), "\n";

my @arr = (10 .. 15);
my @rm = delete @arr[4, 5];
print "array slice delete at the end: @rm; size ", scalar(@arr), "\n";
my @mid = delete @arr[0, 1];
print "array slice delete at the start: @mid; size ", scalar(@arr), ", exists 0: ", (exists $arr[0] ? 1 : 0), "\n";

my $hr = { x => 1, y => 2, z => 3 };
my @via_ref = delete @{$hr}{qw(x z)};
print "through a ref: @via_ref; left ", join(",", sort keys %$hr), "\n";

my %kv = (p => 1, q => 2, r => 3);
my %gone = delete %kv{qw(p q)};
print "key/value delete: ", join(",", map { "$_=$gone{$_}" } sort keys %gone), "; left ", join(",", keys %kv), "\n";
