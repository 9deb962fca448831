use strict;
use warnings;

# Closures as counters and generators, each with private state.
sub make_counter {
    my ($start, $step) = @_;
    $step //= 1;
    my $n = $start;
    return {
        next  => sub { my $v = $n; $n += $step; return $v },
        peek  => sub { return $n },
        reset => sub { $n = $start; return },
    };
}
my $c1 = make_counter(1);
my $c2 = make_counter(100, -10);
print join(" ", map { $c1->{next}->() } 1 .. 5), "\n";
print join(" ", map { $c2->{next}->() } 1 .. 5), "\n";
print "peek: ", $c1->{peek}->(), " ", $c2->{peek}->(), "\n";
$c1->{reset}->();
print "after reset: ", $c1->{next}->(), " ", $c1->{next}->(), "\n";

# two closures sharing one variable
sub make_account {
    my $balance = shift;
    my $deposit = sub { $balance += shift; $balance };
    my $withdraw = sub { my $a = shift; return "insufficient" if $a > $balance; $balance -= $a; $balance };
    return ($deposit, $withdraw);
}
my ($dep, $wd) = make_account(50);
print "deposit 25: ", $dep->(25), "; withdraw 100: ", $wd->(100), "; withdraw 60: ", $wd->(60), "\n";

# generator: fibonacci, one value per call
sub fib_gen { my ($a, $b) = (0, 1); return sub { my $r = $a; ($a, $b) = ($b, $a + $b); return $r } }
my $fib = fib_gen();
print "fib: ", join(",", map { $fib->() } 1 .. 15), "\n";

# generator over a list, returning undef when exhausted
sub iter { my @items = @_; my $i = 0; return sub { return $i < @items ? $items[$i++] : undef } }
my $it = iter(qw(red green blue));
while (defined(my $colour = $it->())) { print "colour $colour\n" }
print "exhausted: ", (defined $it->() ? "no" : "yes"), "\n";

# take/filter combinators over generators
sub take { my ($n, $g) = @_; my @out; while ($n-- > 0) { my $v = $g->(); last unless defined $v; push @out, $v } return @out }
sub gfilter { my ($pred, $g) = @_; return sub { while (defined(my $v = $g->())) { return $v if $pred->($v) } return undef } }
sub upfrom { my $n = shift; return sub { return $n++ } }
my $evens = gfilter(sub { $_[0] % 2 == 0 }, upfrom(1));
print "evens: ", join(" ", take(6, $evens)), "\n";
my $squares_mod3 = gfilter(sub { $_[0] % 3 == 1 }, do { my $k = 0; sub { $k++; $k * $k } });
print "squares = 1 mod 3: ", join(" ", take(5, $squares_mod3)), "\n";

# a counter keyed by name: closures stored in a hash, created on demand
my %counters;
sub tick { my $name = shift; my $c = $counters{$name} //= do { my $n = 0; sub { ++$n } }; return $c->() }
tick("a") for 1 .. 3;
tick("b");
print "a=", tick("a"), " b=", tick("b"), " c=", tick("c"), "\n";
