use strict;
use warnings;

# The vector flag: %vd prints the ordinal of each character joined by '.'.
print sprintf("%vd", "1.22.333"), "\n";
print sprintf("%vd", "ABC"), "\n";
print sprintf("%vd", ""), "[empty]\n";
print sprintf("%vx", "hello"), "\n";
print sprintf("%#vx", "hi"), "\n";
print sprintf("%vb", "AB"), "\n";
print sprintf("%*vX", ":", "abc"), "\n";
print sprintf("%*vd", "-", "1.2"), "\n";
print sprintf("%v02x", "1.2.3"), "\n";
print sprintf("%v3d|", "ab"), "\n";
print sprintf("%-v3d|", "ab"), "\n";
my $ip = join "", map { chr } 192, 168, 0, 1;
print "ip: ", sprintf("%vd", $ip), "\n";
my $sep = "/";
print "custom separator: ", sprintf("%*vd", $sep, "xyz"), "\n";
printf "printf too: %vd and %s\n", "1.2", "done";
