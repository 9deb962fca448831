# Hash::Util's restricted hashes: lock_keys, lock_keys_plus, lock_value, lock_hash and
# their unlock_*, legal/hidden keys, and each of perl's errors caught by eval.
use strict;
use warnings;
use Hash::Util qw(lock_keys unlock_keys lock_value unlock_value lock_hash unlock_hash
                  lock_keys_plus hash_locked hash_unlocked hashref_locked legal_keys hidden_keys
                  all_keys lock_ref_keys hv_store);

sub try(&$) {
    my ($code, $what) = @_;
    my $ok = eval { $code->(); 1 };
    print $ok ? "$what: ok\n" : "$what: died: $@";
}

sub show {
    my ($name, $h) = @_;
    print "$name: ", join(",", map { "$_=" . ($h->{$_} // 'undef') } sort keys %$h), "\n";
}

my %h = (foo => 42, bar => 23);
lock_keys(%h);
print "locked: ", (hash_locked(%h) ? 1 : 0), " unlocked: ", (hash_unlocked(%h) ? 1 : 0), "\n";
try { $h{foo} = 7 } 'store existing';
try { $h{baz} = 1 } 'store new';
try { my $x = $h{baz} } 'fetch missing';
try { my @s = @h{qw(foo nope)} } 'slice with a missing key';
try { my $r = \$h{qux} } 'reference to a missing element';
try { my $x = exists $h{baz} ? 1 : 0; print "exists baz: $x\n" } 'exists';
try { delete $h{bar} } 'delete bar';
print "keys: ", join(",", sort keys %h), "\n";
print "legal: ", join(",", sort(legal_keys(%h))), "\n";
print "hidden: ", join(",", sort(hidden_keys(%h))), "\n";
try { my $x = $h{bar}; print "bar is ", defined $x ? $x : "undef", "\n" } 'fetch placeholder';
try { $h{bar} = 99 } 'store placeholder';
print "bar=$h{bar}\n";
try { delete $h{nope} } 'delete disallowed';
try { delete $h{bar}; delete $h{bar} } 'delete twice';
print "scalar: ", scalar(%h), " count: ", scalar(keys %h), "\n";
while (my ($k, $v) = each %h) { print "each: $k=$v\n" }
unlock_keys(%h);
try { $h{baz} = 1 } 'store new after unlock';
print "keys: ", join(",", sort keys %h), "\n";

my %k = (a => 1);
lock_keys(%k, qw(a b c));
print "legal k: ", join(",", sort(legal_keys(%k))), " hidden k: ", join(",", sort(hidden_keys(%k))), "\n";
try { $k{c} = 3 } 'store allowed c';
try { $k{d} = 4 } 'store d';
show('k', \%k);
my %z = (x => 1, y => 2);
try { lock_keys(%z, 'x') } 'lock with a key outside the set';
print "z locked: ", (hash_locked(%z) ? 1 : 0), "\n";

sub set_first { $_[0] = 'set' }
my %d = (p => 1);
lock_keys(%d);
try { set_first($d{q}) } 'sub argument of a missing key';
delete $d{p};
try { set_first($d{p}) } 'sub argument of a placeholder';
show('d', \%d);

my %v = (x => 1, y => 2);
lock_keys(%v);
lock_value(%v, 'x');
try { $v{x} = 5 } 'modify locked value';
try { $v{x}++ } 'increment locked value';
try { $v{x} .= "more" } 'append to locked value';
try { delete $v{x} } 'delete locked value';
try { $v{y} = 5 } 'modify unlocked value';
unlock_value(%v, 'x');
try { $v{x} = 6 } 'modify after unlock_value';
show('v', \%v);

my %l = (one => 1, two => 2);
lock_hash(%l);
try { $l{one} = 11 } 'lock_hash modify';
try { $l{three} = 3 } 'lock_hash add';
try { delete $l{two} } 'lock_hash delete';
try { undef %l } 'lock_hash undef';
unlock_hash(%l);
try { $l{one} = 11; $l{three} = 3 } 'after unlock_hash';
show('l', \%l);

my %one = (only => 1);
lock_hash(%one);
try { %one = () } 'clear a locked hash with a read-only value';
show('one', \%one);

my %c = (p => 1, q => 2);
lock_keys(%c);
%c = ();
print "after clear: keys=", scalar(keys %c), " legal=", join(",", sort(legal_keys(%c))), "\n";
try { %c = (p => 5) } 'assign allowed';
show('c', \%c);
try { %c = (q => 6, r => 5) } 'assign disallowed';
show('c', \%c);
my %src = (p => 7);
try { %c = %src } 'copy allowed';
show('c', \%c);
my %bad = (s => 1);
try { %c = %bad } 'copy disallowed';

my %p = (a => 1);
lock_keys_plus(%p, qw(b c));
print "plus keys: ", join(",", sort keys %p), " legal: ", join(",", sort(legal_keys(%p))), "\n";

my (@keys, @hidden);
my $back = all_keys(%p, @keys, @hidden);
print "all_keys: [@{[sort @keys]}] [@{[sort @hidden]}] ", ($back == \%p ? "same hash" : "other"), "\n";
my $ref = lock_ref_keys({ m => 1 });
print "ref locked: ", (hashref_locked($ref) ? 1 : 0), "\n";
try { $ref->{n} = 1 } 'ref store';

my %s;
my $val = 5;
hv_store(%s, "k", $val);
$s{k}++;
print "hv_store: $s{k} (the stored scalar itself: $val)\n";
try { hv_store(%c, "zz", 1) } 'hv_store into a locked hash';

for my $round (1, 2) {
    my %fresh;
    print "round $round: ", (hash_locked(%fresh) ? "locked" : "unlocked"), " [", join(",", legal_keys(%fresh)), "]\n";
    %fresh = (a => 1);
    lock_hash(%fresh);
}
sub locked_copy { my %h = (b => 1); lock_keys(%h); return \%h }
my $kept = locked_copy();
try { $kept->{c} = 1 } 'a locked hash that outlives its scope';
