# POSIX's math functions and limits: imported by default, by list, and fully qualified.
use strict;
use warnings;
use POSIX;

print floor(-1.5), " ", ceil(-1.5), " ", floor(2.5), " ", ceil(2.1), "\n";
my $f = floor 3.7 + 1;
print "$f\n";
print fmod(7, -3), " ", fmod(-7.5, 2), " ", pow(2, 10), " ", pow(2, 0.5), "\n";
print POSIX::round(-2.5), " ", POSIX::round(2.5), " ", POSIX::trunc(-2.7), " ", POSIX::fabs(-3), "\n";
print floor(1e20), " ", floor(2**53 + 1), " ", ceil(4), " ", floor(-0.5), "\n";
print INT_MAX, " ", INT_MIN, " ", UINT_MAX, " ", LONG_MAX, " ", LONG_MIN, "\n";
print DBL_MAX, " ", DBL_MIN, " ", FLT_MAX, " ", DBL_EPSILON, "\n";
print EXIT_SUCCESS, " ", EXIT_FAILURE, " ", INT_MAX + 1, " ", INT_MAX(), "\n";
print 1 + DBL_EPSILON > 1 ? "eps ok\n" : "eps bad\n";
print difftime(10, 3.5), " ", difftime(5, 10), "\n";
my @r = strtol("0x1fzz", 16);
print "@r\n";
@r = strtol("  -123abc");
print "@r\n";
my $s = strtol("077", 0);
print "$s\n";
@r = strtol("zz", 10);
print "@r\n";
@r = strtol("99999999999999999999", 10);
print "@r\n";
@r = POSIX::strtol("12", 99);
print scalar(@r), defined $r[0] ? " defined\n" : " undef\n";
print fmod(5.5, 0), " ", pow(-8, 1 / 3), "\n";
my @list = (9.5);
print floor(@list), "\n";
print POSIX::floor("3.7abc"), "\n";
my $u;
print POSIX::ceil($u), "\n";

# Wrong argument counts die at run time with the XS usage.
for my $code (
    sub { floor(1, 2) },
    sub { POSIX::ceil() },
    sub { fmod(1) },
    sub { pow(2) },
    sub { strftime("%Y") },
    sub { mktime(1, 2) },
    sub { difftime(1) },
    sub { strtol() },
) {
    eval { $code->() };
    print $@;
}

# strtol sets $! on overflow and on a bad base.
$! = 0;
@r = strtol("99999999999999999999", 10);
print "@r ", $! + 0, "\n";
$! = 0;
@r = strtol("1", 99);
print scalar(@r), " ", $! + 0, "\n";

package Other;
use POSIX ();
print POSIX::floor(7.9), " ", POSIX::INT_MAX, "\n";
