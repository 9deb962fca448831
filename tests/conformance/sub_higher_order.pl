use strict;
use warnings;

# Functions taking and returning functions: compose, curry, fold, memoize, apply-n.
sub compose { my @f = reverse @_; return sub { my @a = @_; @a = $_->(@a) for @f; return wantarray ? @a : $a[0] } }
my $inc = sub { $_[0] + 1 };
my $dbl = sub { $_[0] * 2 };
my $sq  = sub { $_[0] ** 2 };
my $f = compose($sq, $dbl, $inc);    # sq(dbl(inc(x)))
print "compose: ", join(" ", map { $f->($_) } 0 .. 4), "\n";

sub curry { my $f = shift; my @pre = @_; return sub { $f->(@pre, @_) } }
my $add3 = curry(sub { $_[0] + $_[1] + $_[2] }, 1, 2);
print "curry: ", $add3->(10), " ", curry($add3)->(20), "\n";

sub fold { my ($f, $acc, @list) = @_; $acc = $f->($acc, $_) for @list; return $acc }
print "fold sum: ", fold(sub { $_[0] + $_[1] }, 0, 1 .. 10), "\n";
print "fold max: ", fold(sub { $_[0] > $_[1] ? $_[0] : $_[1] }, -1e9, 3, 17, 4, 9), "\n";
print "fold join: ", fold(sub { "($_[0] $_[1])" }, "x", qw(a b c)), "\n";

sub apply_n { my ($f, $n, $x) = @_; $x = $f->($x) for 1 .. $n; return $x }
print "apply_n: ", apply_n($dbl, 10, 1), " ", apply_n(sub { "<$_[0]>" }, 3, "x"), "\n";

sub mapf { my $f = shift; return map { $f->($_) } @_ }
sub filterf { my $p = shift; return grep { $p->($_) } @_ }
print "mapf: ", join(",", mapf($sq, 1 .. 6)), "\n";
print "filterf: ", join(",", filterf(sub { $_[0] =~ /^[aeiou]/ }, qw(apple pear orange kiwi umbrella))), "\n";

# sort with a key-extraction function (Schwartzian transform)
sub sort_by { my ($key, @items) = @_; return map { $_->[1] } sort { $a->[0] <=> $b->[0] or $a->[1] cmp $b->[1] } map { [$key->($_), $_] } @items }
print "sort_by length: ", join(" ", sort_by(sub { length $_[0] }, qw(ccc a bb aaa b c dddd))), "\n";

# memoize a slow function and count the real calls
sub memoize { my $f = shift; my %c; my $calls = 0; return (sub { my $k = join ",", @_; $c{$k} //= do { $calls++; $f->(@_) } }, sub { $calls }) }
my $slow_fib;
my ($fib, $count) = memoize(sub { my $n = shift; $n < 2 ? $n : $slow_fib->($n - 1) + $slow_fib->($n - 2) });
$slow_fib = $fib;
print "fib(60) = ", $fib->(60), " with ", $count->(), " real calls\n";

# function table built by a loop of generated closures
my %scale = map { my $k = $_; ("x$k" => sub { $_[0] * $k }) } 2, 3, 10;
print "scales: ", join(" ", map { "$_:" . $scale{$_}->(7) } sort keys %scale), "\n";

# functions returning lists vs scalars through compose in list context
my $split_words = sub { split ' ', $_[0] };
my $upper_all = sub { map { uc } @_ };
my $pipeline = compose($upper_all, $split_words);
my @words = $pipeline->("one two three");
print "pipeline list: @words (", scalar(@words), ")\n";
my $first = $pipeline->("first second");
print "pipeline scalar: $first\n";

# grep with a closure-generated predicate, count in scalar context
sub divisible_by { my $d = shift; return sub { $_[0] % $d == 0 } }
for my $d (2, 3, 7) {
    my $p = divisible_by($d);
    my $n = grep { $p->($_) } 1 .. 50;
    print "divisible by $d in 1..50: $n\n";
}
