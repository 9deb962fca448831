# __SUB__ (use feature 'current_sub', use v5.16 and later): a reference to the sub that
# is running. In a named sub it is \&name; in an anonymous sub the closure itself, each
# instance its own; inside eval, map, grep and sort blocks the enclosing sub's; at the
# top of the file undef.
use strict;
use warnings;
use feature qw(current_sub say);

sub named { return __SUB__ }
say "named: ", named() == \&named ? "\\&named" : "other";
say "top level: ", defined(__SUB__) ? "defined" : "undef";
say "top level with (): ", defined(__SUB__()) ? "defined" : "undef";

my @makers = map { my $n = $_; sub { [$n, __SUB__] } } 1 .. 3;
for my $code (@makers) {
    my ($n, $self) = @{ $code->() };
    say "closure $n: ", $self == $code ? "itself" : "another", ", ", ref $self;
}

my $blocks = sub {
    my $me = __SUB__;
    my @seen = (
        eval { __SUB__ },
        (map { __SUB__ } 1),
        (grep { __SUB__ == $me } 1, 2),
    );
    my @sorted = sort { (__SUB__ == $me ? 0 : 1) || $a <=> $b } 2, 1;
    return join " ", (map { ref $_ ? ($_ == $me ? "me" : "not me") : $_ } @seen), "sorted @sorted";
};
say "blocks: ", $blocks->();

sub outer {
    my $inner = sub { __SUB__ };
    return ($inner->() == $inner ? "inner is inner" : "no") . ", "
        . (__SUB__ == \&outer ? "outer is outer" : "no");
}
say outer();

# Methods: the sub the method call found.
package Counter {
    sub new { bless { n => 0 }, shift }
    sub tick { my $self = shift; $self->{n}++; return __SUB__ }
}
my $c = Counter->new;
my $tick = $c->tick;
$c->$tick for 1 .. 4;
say "ticks: $c->{n}, ", $tick == \&Counter::tick ? "Counter::tick" : "other";

# goto __SUB__ and goto &{+__SUB__} re-enter with the new @_; &{ __SUB__ } names a
# sub called __SUB__.
my $countdown = sub {
    my ($n, @acc) = @_;
    return "@acc" if $n == 0;
    @_ = ($n - 1, @acc, $n);
    goto __SUB__;
};
say "goto: ", $countdown->(5);
my $sum = sub {
    my ($n, $total) = @_;
    return $total unless $n;
    @_ = ($n - 1, $total + $n);
    goto &{ +__SUB__ };
};
say "goto &: ", $sum->(100, 0);
{
    no strict 'refs';
    no warnings 'redefine';
    *{"main::__SUB__"} = sub { "the sub named __SUB__" };
}
my $by_name = sub { no warnings 'ambiguous'; &{ __SUB__ }() };
say "by name: ", $by_name->();

# BEGIN in a sub and END blocks are subs too.
sub with_begin {
    BEGIN { say "BEGIN in a sub: ", ref(__SUB__) || "undef" }
    return 1;
}
END { say "END: ", ref(__SUB__) || "undef" }

{
    no feature 'current_sub';
    no strict 'subs';
    say "without the feature: ", __SUB__;
}
