# gmtime and localtime: list and scalar forms, defaults, fractions, negatives, range limits.
use strict;
use warnings;

$ENV{TZ} = "UTC0";
print join(",", gmtime(0)), "\n";
print scalar(gmtime(0)), "\n";
my @t = gmtime(1700000000);
print "sec=$t[0] min=$t[1] hour=$t[2] mday=$t[3] mon=$t[4] year=$t[5] wday=$t[6] yday=$t[7] isdst=$t[8]\n";
my $s = gmtime(951782400);
print "leap day: $s\n";
print scalar(gmtime(1.7)), " | ", scalar(gmtime(-1.7)), "\n";
print join(",", gmtime(-1.5)), "\n";
print scalar(gmtime(-62135596800)), " | ", scalar(gmtime(-62135596801)), "\n";
print scalar(gmtime(253402300800)), "\n";
print scalar(gmtime(2**52)), "\n";
print scalar(gmtime(67767976233316800)), "\n";
print scalar(gmtime(-67768040609740800)), "\n";
print scalar(gmtime("86400")), "\n";
my ($sec, $min, $hour) = gmtime(3723);
print "$hour:$min:$sec\n";
print "year of 2000: ", (gmtime(946684800))[5] + 1900, "\n";
my $yday = (gmtime(1704067199))[7];
print "last yday of 2023: $yday\n";

# Out of range: a warning, then undef or the empty list.
my $big = gmtime(1e20);
print defined $big ? "defined\n" : "undef\n";
my @none = gmtime(-1e20);
print scalar(@none), "\n";
my $inf = 9**9**9;
my @i = gmtime($inf);
print scalar(@i), "\n";
my $nan = $inf / $inf;
print defined(scalar gmtime($nan)) ? "defined\n" : "undef\n";
print defined(scalar localtime(67768036191676800)) ? "defined\n" : "undef\n";
{
    no warnings;
    print defined(scalar gmtime(1e20)) ? "defined\n" : "undef\n";
}

# Scalar context in different shapes.
my $str = localtime(0);
print "$str\n";
print "in string: @{[ scalar gmtime 60 ]}\n";
my @parts = split / /, gmtime(0);
print scalar(@parts), "\n";
print "" . gmtime(1e9), "\n";

# Without an argument: now (only its shape is checked).
my @now = gmtime;
print scalar(@now), "\n";
my $now = localtime();
print length($now) >= 24 ? "ok\n" : "short\n";
print gmtime() =~ /^\w{3} \w{3} [ \d]\d \d\d:\d\d:\d\d \d{4}$/ ? "ok\n" : "bad\n";
print time() > 1600000000 ? "time ok\n" : "time bad\n";
my $u;
print scalar(gmtime($u)), "\n";
