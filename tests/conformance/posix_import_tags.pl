# Tags, legacy foo_h names and an empty list import what POSIX says.
use strict;
use warnings;
use POSIX qw(:math_h limits_h :time_h);

print floor(2.5), " ", ceil(2.5), " ", INT_MAX, " ", fmod(10, 4), "\n";
$ENV{TZ} = "UTC0";
print strftime("%Y", gmtime(0)), " ", mktime(0, 0, 0, 2, 0, 70), " ", difftime(3, 1), "\n";
package Quiet;
use POSIX ();
print POSIX::ceil(0.2), "\n";
package Some;
use POSIX qw(:DEFAULT);
print floor(-0.2), " ", DBL_DIG_is_not_here(), "\n";
sub DBL_DIG_is_not_here { "sub" }
