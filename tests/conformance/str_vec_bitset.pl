# vec the way Perl programs use it: a sieve of Eratosthenes in a bit string, a set of
# small integers, the bit mask select() takes, an array of 4-bit counters, and flags.
use strict;
use warnings;

# Primes below 200, one bit each.
my $limit = 200;
my $composite = '';
for my $i (2 .. int(sqrt $limit)) {
    next if vec($composite, $i, 1);
    for (my $j = $i * $i; $j < $limit; $j += $i) {
        vec($composite, $j, 1) = 1;
    }
}
my @primes = grep { !vec($composite, $_, 1) } 2 .. $limit - 1;
print scalar(@primes), " primes: @primes[0 .. 9] ... $primes[-1]\n";
print "sieve is ", length($composite), " bytes\n";

# A set of integers.
package BitSet;
sub new { my ($class, @members) = @_; my $self = bless { bits => '' }, $class; $self->add(@members); $self }
sub add { my $self = shift; vec($self->{bits}, $_, 1) = 1 for @_; $self }
sub remove { my $self = shift; vec($self->{bits}, $_, 1) = 0 for @_; $self }
sub has { my ($self, $n) = @_; vec($self->{bits}, $n, 1) }
sub count { my $self = shift; unpack "%32b*", $self->{bits} }
sub members { my $self = shift; grep { vec($self->{bits}, $_, 1) } 0 .. 8 * length($self->{bits}) - 1 }
sub union { my ($a, $b) = @_; my $u = BitSet->new; $u->{bits} = $a->{bits} | $b->{bits}; $u }
package main;

my $evens = BitSet->new(map { $_ * 2 } 0 .. 10);
my $threes = BitSet->new(map { $_ * 3 } 0 .. 7);
print "evens: ", join(",", $evens->members), " (", $evens->count, ")\n";
print "has 6: ", $evens->has(6), ", has 7: ", $evens->has(7), "\n";
$evens->remove(0, 4);
my $both = $evens->union($threes);
print "union: ", join(",", $both->members), " (", $both->count, ")\n";

# select()'s descriptor mask: bit N for descriptor N.
my $rin = '';
vec($rin, $_, 1) = 1 for 0, 2, 9;
print "mask: ", unpack("b*", $rin), "\n";

# Sixteen 4-bit counters in eight bytes.
my $counters = "\0" x 8;
my @words = qw(apple bird cat dog apple bird apple egg fig apple);
my %slot = (apple => 0, bird => 1, cat => 2, dog => 3, egg => 4, fig => 5);
vec($counters, $slot{$_}, 4)++ for @words;
for my $w (sort { $slot{$a} <=> $slot{$b} } keys %slot) {
    printf "%-5s %d\n", $w, vec($counters, $slot{$w}, 4);
}
print "counters: ", unpack("H*", $counters), "\n";

# Flags in one byte, named by constants.
use constant { READ => 0, WRITE => 1, EXEC => 2 };
my $perm = '';
vec($perm, READ, 1) = 1;
vec($perm, EXEC, 1) = 1;
print join("", map { vec($perm, $_, 1) ? substr("rwx", $_, 1) : "-" } READ, WRITE, EXEC), "\n";

# Bytes and big-endian words of a string.
my $packet = pack("n N C", 0x1234, 0xdeadbeef, 7);
printf "%04x %08x %d\n", vec($packet, 0, 16), vec(substr($packet, 2), 0, 32), vec($packet, 6, 8);
my $sum = 0;
$sum += vec($packet, $_, 8) for 0 .. length($packet) - 1;
print "checksum: ", $sum % 256, "\n";
