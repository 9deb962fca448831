use strict;
use warnings;

# Each operator names itself in the "isn't numeric" warning; a fresh string every time,
# because a string warns only the first time it is used as a number.
$SIG{__WARN__} = sub { print "W: $_[0]" };
sub fresh { return "5x" }
my $r;
$r = fresh() + 1;
$r = fresh() - 1;
$r = fresh() * 1;
$r = fresh() / 1;
$r = fresh() % 3;
$r = fresh() ** 1;
$r = fresh() == 5;
$r = fresh() != 5;
$r = fresh() < 5;
$r = fresh() > 5;
$r = fresh() <= 5;
$r = fresh() >= 5;
$r = fresh() <=> 5;
$r = int(fresh());
$r = abs(fresh());
$r = fresh() & 1;
$r = fresh() << 1;
$r = fresh() >> 1;
$r = ~fresh();
$r = -fresh();
$r = sprintf("%d", fresh());
$r = sprintf("%x", fresh());
$r = chr(fresh());
$r = sin(fresh());
$r = exp(fresh());
$r = 1 + fresh() + fresh();
my $v = fresh();
$v++;
my $w = fresh();
my $old = $w++;
my $x = fresh();
$x--;
my $y = fresh();
$y += 0;
my $z = fresh();
$z x= 1;
print "done\n";
