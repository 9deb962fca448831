# times: four CPU-second counts in list context, the user seconds in scalar
# context; each grows (never shrinks) as the program works.
use strict;
use warnings;

my @t = times;
print scalar(@t), " values\n";
print join(",", map { /^\d+(?:\.\d+)?(?:e-\d+)?$/ ? "num" : "not: $_" } @t), "\n";
my $user = times;
print "scalar is the user time: ", ($user >= $t[0] ? "yes" : "no"), "\n";
my $x = "";
$x .= $_ for 1 .. 300_000;
my @u = times();
print "user time never shrinks: ", ($u[0] >= $t[0] ? "yes" : "no"), "\n";
print "system time never shrinks: ", ($u[1] >= $t[1] ? "yes" : "no"), "\n";
system("true") == 0 or die;
my @w = (times)[2, 3];
print "children: ", scalar(@w), " values, ", (grep { $_ >= 0 } @w) == 2 ? "non-negative\n" : "negative\n";
printf "%d\n", scalar(() = times);
