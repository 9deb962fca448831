# Time::HiRes compiled from its real file: its XS part bound by the file's
# XSLoader::load. time and sleep imported override the built-ins; gettimeofday in
# both contexts, tv_interval (pure perl), usleep, nanosleep, the clocks, alarm and
# ualarm with %SIG{ALRM}, getitimer/setitimer, the constants of its AUTOLOAD, the
# import's checks, and the negative-time errors. Timings are printed as ranges.
use strict;
use warnings;
use Time::HiRes qw(time sleep usleep nanosleep gettimeofday tv_interval alarm ualarm
    clock_gettime clock_getres clock CLOCK_MONOTONIC CLOCK_REALTIME ITIMER_REAL
    getitimer setitimer);

my $t = time;
print "time: ", ($t > 1e9 ? "ok" : "no"), "\n";
my $n = 0;
$n++ while time == $t && $n < 1e7;
print "time moves in fractions: ", (time - $t < 0.5 ? "ok" : "no"), "\n";
my @tv = gettimeofday;
print "gettimeofday list: ", scalar(@tv), " ", ($tv[1] >= 0 && $tv[1] < 1e6 ? "usec ok" : "no"), "\n";
my $g = gettimeofday;
print "gettimeofday scalar: ", (abs($g - $tv[0] - $tv[1] / 1e6) < 1 ? "ok" : "no"), "\n";

my $t0 = [gettimeofday];
my $slept = sleep(0.1);
my $el = tv_interval($t0);
print "sleep(0.1): ", ($slept >= 0.05 && $slept < 1 ? "ok" : "slept $slept"), "\n";
print "tv_interval: ", ($el >= 0.05 && $el < 1 ? "ok" : "got $el"), "\n";
print "tv_interval fixed: ", tv_interval([1, 500_000], [3, 250_000]), "\n";
my $u = usleep(20_000);
print "usleep: ", ($u >= 10_000 && $u < 1e6 ? "ok" : "got $u"), "\n";
print "nanosleep: ", nanosleep(1000), "\n";
print "sleep(0): ", (sleep(0) < 0.5 ? "ok" : "no"), "\n";

my $m0 = clock_gettime(CLOCK_MONOTONIC);
sleep(0.02);
my $dm = clock_gettime(CLOCK_MONOTONIC) - $m0;
print "monotonic: ", ($dm >= 0.01 && $dm < 1 ? "ok" : "got $dm"), "\n";
print "realtime: ", (abs(clock_gettime(CLOCK_REALTIME) - time) < 1 ? "ok" : "no"), "\n";
print "default clock: ", (abs(clock_gettime() - time) < 1 ? "ok" : "no"), "\n";
my $res = clock_getres(CLOCK_MONOTONIC);
print "getres: ", ($res > 0 && $res < 0.1 ? "ok" : "got $res"), "\n";
print "bad clock: ", clock_gettime(12345), " ", ($! ? "errno set" : "no errno"), "\n";
print "clock: ", (clock() >= 0 ? "ok" : "no"), "\n";
print "constants: ", join(" ", CLOCK_REALTIME, CLOCK_MONOTONIC, ITIMER_REAL,
    Time::HiRes::CLOCK_PROCESS_CPUTIME_ID(), Time::HiRes::CLOCK_THREAD_CPUTIME_ID(),
    Time::HiRes::CLOCK_MONOTONIC_RAW(), Time::HiRes::CLOCK_BOOTTIME(),
    Time::HiRes::ITIMER_VIRTUAL(), Time::HiRes::ITIMER_PROF(),
    Time::HiRes::TIMER_ABSTIME(), Time::HiRes::CLOCKS_PER_SEC()), "\n";
print "d_: ", join("", map { no strict 'refs'; &{"Time::HiRes::$_"}() } qw(d_usleep d_ualarm d_gettimeofday
    d_nanosleep d_clock_gettime d_clock d_setitimer)), " hires_stat ", Time::HiRes::d_hires_stat(), "\n";

my $alarms = 0;
$SIG{ALRM} = sub { $alarms++ };
alarm(0.2);
my $z = sleep(5);
print "alarm: $alarms, sleep ended ", ($z < 2 ? "early" : "late"), "\n";
ualarm(100_000);
$z = sleep(5);
print "ualarm: $alarms, sleep ended ", ($z < 2 ? "early" : "late"), "\n";
print "alarm(0) left: ", alarm(0), "\n";
my $old = setitimer(ITIMER_REAL, 10, 0);
print "setitimer old: $old\n";
my ($left, $interval) = getitimer(ITIMER_REAL);
print "getitimer: ", ($left > 5 && $left <= 10 ? "ok" : "got $left"), " interval $interval\n";
my @prev = setitimer(ITIMER_REAL, 0);
print "setitimer list: ", scalar(@prev), " ", ($prev[0] > 5 ? "ok" : "no"), "\n";

eval { sleep(-1) };
print "sleep: $@";
eval { usleep(-2.5) };
print "usleep: $@";
eval { nanosleep(-1) };
print "nanosleep: $@";
eval { alarm(-1) };
print "alarm: $@";
eval { alarm(1, -0.5) };
print "alarm interval: $@";
eval { ualarm(-3) };
print "ualarm: $@";
eval { Time::HiRes::clock_nanosleep(CLOCK_MONOTONIC, -1) };
print "clock_nanosleep: $@";
eval { setitimer(ITIMER_REAL, -1) };
print "setitimer: $@";
eval { my $x = Time::HiRes::CLOCK_HIGHRES() };
print "missing: $@";
eval { my $x = Time::HiRes::NO_SUCH_THING() };
print "unknown: $@";
eval { Time::HiRes->import('no_such_function') };
print "import: $@";
eval { &Time::HiRes::gettimeofday(1) };
print "usage: $@";
