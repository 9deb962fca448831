# Time::Piece compiled from its real file, its XS part (Piece.xs) bound by the file's
# XSLoader::load: every accessor of gmtime(1234567890) and of localtime in zones the
# program sets in $ENV{TZ} (with Time::Piece::_tzset, as the .pm calls it), DST, the
# week and Julian day, leap years, and the constructors.
use strict;
use warnings;
use Time::Piece;

my @accessors = qw(sec second min minute hour mday day_of_month mon _mon monname month
    fullmonth year _year yy wday _wday day_of_week wdayname day fullday yday day_of_year
    isdst daylight_savings hms ymd mdy dmy datetime cdate epoch julian_day mjd week
    is_leap_year month_last_day tzoffset);

sub show {
    my ($label, $t) = @_;
    print "== $label: $t\n";
    for my $m (@accessors) {
        my $v = $t->$m;
        print "  $m = $v\n";
    }
    printf "  hms(.) = %s, ymd('/') = %s, mdy('') = %s, dmy('.') = %s\n",
        $t->hms('.'), $t->ymd('/'), $t->mdy(''), $t->dmy('.');
    print "  datetime(T => ' ') = ", $t->datetime(T => ' '), "\n";
    print "  date = ", $t->date, ", time = ", $t->time, "\n";
    print "  month(names) = ", $t->month(qw(I II III IV V VI VII VIII IX X XI XII)), "\n";
    print "  day(names) = ", $t->day(qw(Su Mo Tu We Th Fr Sa)), "\n";
}

my $g = gmtime(1234567890);
show('gmtime', $g);
print "ref: ", ref($g), "\n";
print "list gmtime: @{[ gmtime(1234567890) ]}\n";
print "scalar CORE::gmtime: ", scalar(CORE::gmtime(1234567890)), "\n";

for my $tz ('UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Adelaide', 'Europe/London') {
    $ENV{TZ} = $tz;
    Time::Piece::_tzset();
    show("localtime $tz", scalar localtime(1234567890));
    my $summer = localtime(1246406400);    # 2009-07-01 00:00:00 UTC
    printf "  summer: %s isdst=%d tzoffset=%s %s\n", $summer->datetime, $summer->isdst,
        $summer->tzoffset, $summer->strftime('%Z %z');
}

$ENV{TZ} = 'America/New_York';
my $leap = Time::Piece->gmtime(951782400);    # 2000-02-29
print "leap: ", $leap->ymd, " ", $leap->is_leap_year, " ", $leap->month_last_day, " yday ",
    $leap->yday, " week ", $leap->week, "\n";
for my $e (0, 86399, 946684800, 978307199, 1104537600, 1230768000, 1262304000, -86400, 4102444800) {
    my $t = gmtime($e);
    printf "%11d %s week %2d julian %.5f mjd %.5f leap %d last %d\n", $e, $t->datetime,
        $t->week, $t->julian_day, $t->mjd, $t->is_leap_year, $t->month_last_day;
}

my $copy = Time::Piece->new(1234567890);
print "new: ", $copy->epoch, " ", $copy->datetime, "\n";
my $again = $g->new;
print "new from object: ", $again->datetime, " ", ref $again, "\n";
my $from_list = Time::Piece->new([CORE::gmtime(1234567890)]);
print "new from list: ", $from_list->datetime, "\n";
print "localtime method: ", Time::Piece->localtime(0)->datetime, "\n";
print "gmtime method: ", $g->gmtime(86400 * 365)->datetime, "\n";
