# Time::Piece date arithmetic with Time::Seconds (ONE_DAY, ->days, ->pretty, its
# overloaded operators), comparisons (<=>, cmp, sort), add_months/add_years across year
# ends and leap days, truncate, a DST change in New York, separators and
# stringification.
# truncate and stringification.
use strict;
use warnings;
use Time::Piece;
use Time::Seconds;

my $t = gmtime(1234567890);
print "t: $t\n";
my $tomorrow = $t + ONE_DAY;
print "tomorrow: $tomorrow\n";
my $last_week = $t - ONE_WEEK;
print "last week: $last_week ", ref($last_week), "\n";
my $later = $t + 3600 * 5 + 30;
print "later: ", $later->datetime, "\n";

my $diff = $tomorrow - $t;
print "diff: $diff ", ref($diff), "\n";
printf "seconds %d minutes %d hours %d days %d weeks %.4f months %.4f years %.6f\n",
    $diff->seconds, $diff->minutes, $diff->hours, $diff->days, $diff->weeks, $diff->months,
    $diff->years;
my $span = gmtime(1300000000) - $t;
print "span: ", $span->pretty, "\n";
print "span days: ", $span->days, "\n";
print "negative: ", ($t - gmtime(1300000000))->pretty, "\n";
for my $s (0, 1, 59, 60, 61, 3599, 3600, 3661, 86399, 86400, 90061, 1000000) {
    print "pretty($s) = ", Time::Seconds->new($s)->pretty, "\n";
}
print "constants: ", join(' ', ONE_MINUTE, ONE_HOUR, ONE_DAY, ONE_WEEK, ONE_MONTH, ONE_YEAR,
    ONE_FINANCIAL_MONTH, LEAP_YEAR, NON_LEAP_YEAR), "\n";
my $sum = ONE_DAY + ONE_HOUR;
print "sum: $sum ", ref($sum), "\n";
my $two = ONE_DAY * 2;
print "times: $two\n";
my $s2 = Time::Seconds->new(7200);
$s2 += 60;
print "+=: $s2 ", $s2->minutes, "\n";
$s2 -= ONE_HOUR;
print "-=: $s2\n";
print "copy: ", Time::Seconds->new($s2)->hours, "\n";

my $x = gmtime(1000);
my $y = gmtime(2000);
print "x < y: ", ($x < $y ? 1 : 0), " x > y: ", ($x > $y ? 1 : 0), " x == x: ",
    ($x == gmtime(1000) ? 1 : 0), " <=>: ", ($x <=> $y), " ", ($y <=> $x), "\n";
print "with number: ", ($x < 1500 ? 1 : 0), " ", (1500 <=> $x), "\n";
print "cmp: ", ($x cmp $y), " ", ($y cmp $x), " eq: ", ($x eq gmtime(1000) ? 1 : 0), "\n";
print "cmp string: ", ($x cmp 'Thu Jan  1 00:16:40 1970'), " ", ('A' cmp $x), "\n";
my @sorted = sort { $a <=> $b } map { scalar gmtime($_) } 5000, 100, 3000;
print "sorted: ", join(', ', map { $_->epoch } @sorted), "\n";
print "string sorted: ", join(', ', sort { $a cmp $b } map { scalar gmtime($_) } 5000, 100, 86400 * 3), "\n";
print "swapped subtraction: ", (2000000000 - $x), "\n";

for my $case ([1233360000, 1], [1233360000, -1], [1233360000, 13], [1233360000, -13],
              [1233360000, 12], [1233360000, -12], [1233360000, -24], [1233360000, 0],
              [1201737600, 1], [951782400, 12], [951782400, 48])
{
    my ($e, $n) = @$case;
    my $m = gmtime($e)->add_months($n);
    printf "%s add_months(%d) = %s\n", gmtime($e)->ymd, $n, $m->datetime;
}
print "add_years(1) from leap day: ", gmtime(951782400)->add_years(1)->ymd, "\n";
print "add_years(-3): ", $t->add_years(-3)->datetime, "\n";
eval { $t->add_months };
print "add_months: $@";

for my $to (qw(second minute hour day month quarter year)) {
    print "truncate $to: ", $t->truncate(to => $to)->datetime, "\n";
}
eval { $t->truncate(to => 'fortnight') };
print "truncate: $@";
print "truncate none: ", $t->truncate->datetime, "\n";

$ENV{TZ} = 'America/New_York';
Time::Piece::_tzset();
my $l = localtime(1236495600);    # 2009-03-08 03:00 EDT, just after the change
print "local: $l ", $l->tzoffset, " isdst ", $l->isdst, "\n";
my $before = $l - ONE_HOUR;
print "hour before: $before ", $before->tzoffset, " isdst ", $before->isdst, "\n";
print "local + day: ", ($l + ONE_DAY)->datetime, "\n";
print "local add_months(1): ", $l->add_months(1)->datetime, "\n";
print "local - gm: ", ($l - gmtime(1236495600)), "\n";
print "local == gm: ", ($l == gmtime(1236495600) ? 1 : 0), "\n";
print "julian local: ", $l->julian_day, " week ", $l->week, "\n";

Time::Piece::date_separator('/');
Time::Piece::time_separator('.');
print "separators: ", $t->ymd, " ", $t->hms, " ", $t->datetime, "\n";
print "old separator: ", Time::Piece::date_separator('-'), "\n";
Time::Piece::time_separator(':');
print "restored: ", $t->datetime, "\n";
print "string: " . $t . "\n";
print "interpolated: @{[ $t->ymd ]} and $t\n";
