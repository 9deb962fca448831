# POSIX::strftime and mktime: perl's normalisation of out-of-range fields (mini_mktime),
# and %z/%Z from the TZ the program sets.
use strict;
use warnings;
use POSIX qw(strftime mktime);

my $fmt = "%a %A %b %B %C %d %D %e %F %g %G %h %H %I %j %k %l %m %M %p %P %R %S %T %u %U %V %w %W %y %Y";
$ENV{TZ} = "UTC0";
print strftime($fmt, gmtime(1700000000)), "\n";
print strftime("%c|%x|%X|%r", gmtime(1700000000)), "\n";
print strftime("%Y-%m-%d %H:%M:%S", 0, 0, 0, 31, 1, 100), "\n";
print strftime("%Y-%m-%d %j %a", 60, 59, 23, 0, 0, 0), "\n";
print strftime("%Y-%m-%d %H:%M:%S", 61, 0, 0, 1, 0, 70), "\n";
print strftime("%H:%M:%S", 60, 59, 23, 31, 11, 99), "\n";
print strftime("%Y-%m-%d %H:%M:%S", -1, -1, -1, -1, -1, 70), "\n";
print strftime("%Y-%m-%d %H:%M:%S", 0, 0, 0, 366, 0, 100), "\n";
print strftime("%Y-%m-%d %H:%M:%S", 0, 1500, 0, 1, 13, 120), "\n";
print strftime("%Y-%m-%d", 0, 0, 0, 29, 1, 101), "\n";
print strftime("%a %j", 0, 0, 0, 1, 0, 100, 3, 50), "\n";
print "[", strftime("", 0, 0, 0, 1, 0, 70), "]\n";
print length(strftime("x" x 300, 0, 0, 0, 1, 0, 70)), "\n";
print strftime("%%|%n|%t|%Q", 0, 0, 0, 1, 0, 70), "\n";
print strftime("%s", 0, 0, 0, 2, 0, 70), "\n";

for my $tz ("EST5EDT,M3.2.0,M11.1.0", "JST-9", "IST-5:30", "UTC0") {
    $ENV{TZ} = $tz;
    print "$tz: ", strftime("%Y-%m-%d %H:%M:%S %z %Z", localtime(1700000000)), "\n";
    print "$tz: ", strftime("%Y-%m-%d %H:%M:%S %z %Z", localtime(1689000000)), "\n";
    print "$tz: ", strftime("%z %Z", 0, 0, 12, 1, 6, 123, -1, -1, 0), "\n";
    print "$tz: ", strftime("%z %Z", 0, 0, 12, 1, 6, 123, -1, -1, 1), "\n";
    print "$tz mktime: ", mktime(0, 0, 0, 1, 0, 70), " ", mktime(0, 0, 0, 1, 6, 123),
      " ", mktime(0, 0, 0, 1, 6, 123, 0, 0, 0), " ", mktime(0, 0, 0, 1, 6, 123, 0, 0, 1), "\n";
}
$ENV{TZ} = "UTC0";
my $m = mktime(59, 59, 23, 31, 11, 69);
print defined $m ? "defined $m\n" : "undef\n";
print mktime(0, 0, 0, 1, 0, 70) ? "true\n" : "false\n";
print mktime(0, 0, 0, 1, 0, 70) + 0, "\n";
print mktime(-30, 90, 25, 40, 13, 99), "\n";
print mktime(0, 0, 0, 1, 0, 170), "\n";

# Round trips.
$ENV{TZ} = "EST5EDT,M3.2.0,M11.1.0";
for my $t (0, 1678604400, 1699164000, 2000000000) {
    my $back = mktime(localtime($t));
    print "$t -> ", strftime("%Y-%m-%dT%H:%M:%S%z", localtime($t)), " -> $back\n";
}
