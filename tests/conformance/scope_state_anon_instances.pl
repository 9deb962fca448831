# Each evaluation of an anonymous sub makes a new instance with its own state
# variables, whether or not the sub captures anything.
use strict;
use warnings;
use feature qw(state say);

for my $round (1 .. 2) {
    my $counter = sub { state $n = 0; return ++$n };
    say "round $round: ", $counter->(), $counter->(), $counter->();
}

sub make_collector {
    return sub { state @seen; push @seen, @_; return scalar @seen };
}
my $first  = make_collector();
my $second = make_collector();
$first->(qw(a b));
$first->("c");
$second->("z");
say "collectors: ", $first->(), " ", $second->();

my @ids = map { sub { state $next = 100; return $next++ } } 1 .. 3;
say "generators: ", join(",", map { $_->() . "/" . $_->() } @ids);

# A copy of the reference is the same instance.
my $once = sub { state $calls = 0; return ++$calls };
my $alias = $once;
$once->();
say "shared by copies: ", $alias->();

# A named sub's state is the sub's own, as always.
sub tally { state $t = 0; return ++$t }
tally() for 1 .. 3;
say "named: ", tally();

# An anonymous sub that also captures a lexical.
my $prefix = "id";
my @makers = map { my $base = $_; sub { state $i = 0; return "$prefix$base." . $i++ } } 1 .. 2;
say "capturing: ", join(" ", $makers[0]->(), $makers[0]->(), $makers[1]->());
