# localtime under POSIX TZ strings set at run time (no zone files needed).
use strict;
use warnings;

sub show { my ($t) = @_; return join(",", localtime($t)) . " | " . scalar(localtime($t)) }

$ENV{TZ} = "EST5EDT,M3.2.0,M11.1.0";
print show(1700000000), "\n";
print show(1689000000), "\n";
# Around the spring-forward and fall-back instants of 2023.
for my $t (1678604399, 1678604400, 1699163999, 1699164000, 1699167600) {
    print "$t: ", show($t), "\n";
}
$ENV{TZ} = "JST-9";
print show(0), "\n";
{
    local $ENV{TZ} = "UTC0";
    print "local: ", show(0), "\n";
}
print "restored: ", show(0), "\n";
$ENV{TZ} = "IST-5:30";
print show(1000000000), "\n";
$ENV{TZ} = "NZST-12NZDT,M9.5.0,M4.1.0/3";
print show(1704067200), "\n";
print show(1688169600), "\n";
$ENV{TZ} = "<+0330>-3:30";
print show(86400 * 365), "\n";

# Far outside the system range perl maps the year to one with the same calendar.
$ENV{TZ} = "EST5EDT,M3.2.0,M11.1.0";
print show(-1e15), "\n";
print show(1e15), "\n";
print show(-62167219201), "\n";
print show(4102444800 + 86400 * 180), "\n";
print show(67767976233316800), "\n";

# Against gmtime: the difference is the zone offset.
$ENV{TZ} = "CET-1CEST,M3.5.0,M10.5.0/3";
for my $t (1711846799, 1711846800, 1729990799, 1729990800) {
    my @l = localtime($t);
    my @g = gmtime($t);
    print "$t: local $l[2]:$l[1] dst=$l[8], utc $g[2]:$g[1]\n";
}
