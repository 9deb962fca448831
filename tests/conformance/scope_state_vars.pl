use strict;
use warnings;
use feature 'state';

# state variables keep their value between calls of a named sub; initialised once.
sub counter { state $n = 0; return ++$n }
print "counter: ", join(" ", map { counter() } 1 .. 5), "\n";

sub next_id { my $prefix = shift; state $id = 100; return $prefix . $id++ }
print join(", ", next_id("a"), next_id("b"), next_id("c")), "\n";

# the initialiser runs only on the first call, even with side effects
my $inits = 0;
sub lazy { state $v = do { $inits++; "computed" }; return $v }
lazy() for 1 .. 4;
print "lazy: ", lazy(), ", initialised $inits time(s)\n";

# state arrays and hashes, starting empty
sub remember { state @seen; push @seen, @_; return scalar @seen }
remember(1, 2);
remember(3);
print "remembered: ", remember(), "\n";

sub cache_square {
    my $n = shift;
    state %cache;
    state $misses = 0;
    unless (exists $cache{$n}) { $misses++; $cache{$n} = $n * $n }
    return "$cache{$n} (misses $misses)";
}
print join("; ", map { cache_square($_) } 2, 3, 2, 4, 3), "\n";

# each named sub has its own state; different subs do not share
sub a_count { state $c = 0; return "a" . ++$c }
sub b_count { state $c = 0; return "b" . ++$c }
print join(" ", a_count(), a_count(), b_count(), a_count(), b_count()), "\n";

# state in a recursive sub is shared by every level
sub depth_calls { my $n = shift; state $calls = 0; $calls++; depth_calls($n - 1) if $n > 0; return $calls }
print "recursive calls: ", depth_calls(4), " then ", depth_calls(0), "\n";

# state inside a loop body within a named sub: one variable for all iterations and calls
sub loop_state {
    my @out;
    for my $i (1 .. 3) { state $total = 0; $total += $i; push @out, $total }
    return "@out";
}
print "loop state: ", loop_state(), " | ", loop_state(), "\n";

# state with an undef initialiser and //=
sub first_arg { state $first; $first //= shift; return $first }
print "first: ", first_arg("x"), first_arg("y"), first_arg("z"), "\n";

# a state scalar holding a reference
sub registry { state $r = {}; my ($k, $v) = @_; $r->{$k} = $v if defined $v; return join(",", map { "$_=$r->{$_}" } sort keys %$r) }
registry(b => 2);
registry(a => 1);
print "registry: ", registry("c"), "\n";
