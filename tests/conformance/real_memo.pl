use strict;
use warnings;

my %memo;
my $calls = 0;
sub fib {
    my $n = shift;
    $calls++;
    return $memo{$n} if exists $memo{$n};
    return $memo{$n} = $n if $n < 2;
    return $memo{$n} = fib($n - 1) + fib($n - 2);
}

for my $n (0 .. 20, 30, 40, 50, 60, 70, 80, 85, 90, 92, 93) {
    printf "fib(%2d) = %s\n", $n, fib($n);
}
print "fib calls: $calls, memo size: ", scalar(keys %memo), "\n";

my %pmemo;
sub partitions {
    my ($n, $max) = @_;
    $max = $n if !defined $max || $max > $n;
    return 1 if $n == 0;
    return 0 if $max == 0;
    my $key = "$n,$max";
    return $pmemo{$key} //= partitions($n - $max, $max) + partitions($n, $max - 1);
}
print "p($_) = ", partitions($_), "\n" for 1 .. 15, 50, 100, 200, 300;
print "partition memo entries: ", scalar(keys %pmemo), "\n";

sub memoize {
    my ($f) = @_;
    my %cache;
    my $hits = 0;
    my $wrapped = sub {
        my $key = join($;, @_);
        if (exists $cache{$key}) { $hits++; return $cache{$key}; }
        return $cache{$key} = $f->(@_);
    };
    return ($wrapped, sub { ($hits, scalar keys %cache) });
}

my $ack;
my $ack_raw = sub {
    my ($m, $n) = @_;
    return $n + 1 if $m == 0;
    return $ack->($m - 1, 1) if $n == 0;
    return $ack->($m - 1, $ack->($m, $n - 1));
};
my $stats;
($ack, $stats) = memoize($ack_raw);
for my $m (0 .. 3) {
    print join(' ', map { sprintf "A(%d,%d)=%-4d", $m, $_, $ack->($m, $_) } 0 .. 4), "\n";
}
my ($hits, $size) = $stats->();
print "ackermann cache: $size entries, $hits hits\n";

my ($binom, $bstats);
($binom, $bstats) = memoize(sub {
    my ($n, $k) = @_;
    return 1 if $k == 0 || $k == $n;
    return $binom->($n - 1, $k - 1) + $binom->($n - 1, $k);
});
for my $n (0 .. 10) {
    print ' ' x (30 - 3 * $n), join(' ', map { sprintf "%5d", $binom->($n, $_) } 0 .. $n), "\n";
}
printf "C(60,30) = %s\n", $binom->(60, 30);
printf "C(66,33) = %s\n", $binom->(66, 33);

my %fact = (0 => 1);
sub fact { my $n = shift; return $fact{$n} //= $n * fact($n - 1); }
printf "%2d! = %s\n", $_, fact($_) for 0 .. 20;
printf "21! ~ %.6e\n", fact(21);
printf "25! ~ %.10g\n", fact(25);

my $max_iv = 9223372036854775807;
print "max IV: $max_iv\n";
print "max UV: ", 18446744073709551615, "\n";
print "fib(90)+fib(91) = ", fib(90) + fib(91), "\n";
print "fib(92)*2 = ", fib(92) * 2, "\n";
print "ratio fib(40)/fib(39) = ", fib(40) / fib(39), "\n";
printf "golden = %.15f\n", (1 + sqrt(5)) / 2;
print "sqrt(2) = ", sqrt(2), ", 1/7 = ", 1 / 7, "\n";
print "int(fib(70)/1000) = ", int(fib(70) / 1000), "\n";
print "fib(60) % 1000 = ", fib(60) % 1000, "\n";
print "-fib(80) = ", -(fib(80)), "\n";
print "abs(-fib(50)) = ", abs(-(fib(50))), "\n";
