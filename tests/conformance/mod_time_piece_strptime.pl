# Time::Piece->strptime: Piece.xs's own parser (FreeBSD's strptime), its formats and
# quirks (a string that ends early, an unknown conversion skipped, %Z knowing only GMT,
# %s read as local time for a local object), "Error parsing time" and the "Garbage at
# end of string" warnings, the XS functions called directly, and custom day and month
# names. It ends with an uncaught parse error.
use strict;
use warnings;
use Time::Piece;

$SIG{__WARN__} = sub { print "warn: $_[0]" };

my @cases = (
    ['2009-02-13 23:31:30', '%Y-%m-%d %H:%M:%S'],
    ['2009-02-13T23:31:30', '%Y-%m-%dT%H:%M:%S'],
    ['13/02/09', '%d/%m/%y'],
    ['02/13/09', '%D'],
    ['2009-02-13', '%F'],
    ['23:31', '%R'],
    ['23:31:30', '%T'],
    ['11:31:30 PM', '%r'],
    ['11:31:30 pm', '%X'],
    ['12:00:00 AM', '%I:%M:%S %p'],
    ['12:00:00 PM', '%I:%M:%S %p'],
    ['Fri, 13 Feb 2009 23:31:30 GMT', '%a, %d %b %Y %H:%M:%S %Z'],
    ['Fri 13 Feb 2009 11:31:30 PM', '%c'],
    ['Friday February 13 2009', '%A %B %d %Y'],
    ['friday february 13 2009', '%A %B %e %Y'],
    ['FEB 13 2009', '%b %d %Y'],
    ['Feb 13 2009', '%h %d %Y'],
    ['Fri 13 Feb 2009', '%x'],
    ['1234567890', '%s'],
    ['-86400', '%s'],
    ['044 2009', '%j %Y'],
    ['366 2008', '%j %Y'],
    ['20 09', '%C %y'],
    ['68', '%y'],
    ['69', '%y'],
    ['2009-02-13 23:31:30 +0530', '%Y-%m-%d %H:%M:%S %z'],
    ['2009-02-13 23:31:30 -0800', '%Y-%m-%d %H:%M:%S %z'],
    ['5 2009 7', '%w %Y %u'],
    ['07 2009', '%U %Y'],
    ['2009', '%Y'],
    ['', '%Y'],
    ['2009-02', '%Y-%m-%d %H:%M'],
    ['  2009   02', '%Y %m'],
    ['2009	02', '%Y%n%m'],
    ['100%', '%Y%%'],
    ['2009-02-13 junk', '%Y-%m-%d'],
    ['2009-02-13', '%Y'],
    ['2009 Q', '%Y %Q'],
    ['23:59:60', '%H:%M:%S'],
    ['2009-13-01', '%Y-%m-%d'],
    ['2009-00-01', '%Y-%m-%d'],
    ['2009-02-32', '%Y-%m-%d'],
    ['24:00', '%H:%M'],
    ['13 PM', '%I %p'],
    ['11 XM', '%I %p'],
    ['12:60', '%H:%M'],
    ['Fri', '%A'],
    ['Fry 2009', '%a %Y'],
    ['Febr 2009', '%B %Y'],
    ['1899', '%Y'],
    ['18', '%C'],
    ['2009 UTC', '%Y %Z'],
    ['2009 EST', '%Y %Z'],
    ['2009 0530', '%Y %z'],
    ['2009 +05', '%Y %z'],
    ['367 2009', '%j %Y'],
    ['8', '%w'],
    ['54', '%W'],
    ['x2009', '%Y'],
    ['2009-02-30', '%Y-%m-%d'],
    ['2009-02-13', '%Y-%m-%d%n'],
    ['1 2 3', '%d %m %y'],
    ['Feb  5 2009', '%b %e %Y'],
    ['2009-2-5 7:8:9', '%Y-%m-%d %H:%M:%S'],
    ['20090213233130', '%Y%m%d%H%M%S'],
    ['February 2009', '%OB %Y'],
    ['Feb 2009', '%Ob %Y'],
    ['2009 02', '%EY %Om'],
);

for my $c (@cases) {
    my ($str, $fmt) = @$c;
    my $t = eval { Time::Piece->strptime($str, $fmt) };
    if ($t) {
        printf "%-32s %-28s => %s wday=%d yday=%d epoch=%s\n", "[$str]", "[$fmt]",
            $t->datetime, $t->_wday, $t->yday, $t->epoch;
    }
    else {
        printf "%-32s %-28s => error: %s", "[$str]", "[$fmt]", $@;
    }
}

my $default = Time::Piece->strptime('Fri, 13 Feb 2009 23:31:30 GMT');
print "default format: ", $default->datetime, "\n";

$ENV{TZ} = 'America/New_York';
Time::Piece::_tzset();
my $lt = localtime(0);
my $p = $lt->strptime('2009-02-13 23:31:30', '%Y-%m-%d %H:%M:%S');
print "as local: ", $p->datetime, " epoch ", $p->epoch, " islocal ", $p->[10], "\n";
my $ps = $lt->strptime('1234567890', '%s');
print "as local %s: ", $ps->datetime, " ", $ps->epoch, "\n";
my $pz = $lt->strptime('2009 EST', '%Y %Z');
print "as local %Z: ", $pz->datetime, "\n";

my @raw = Time::Piece::_strptime('2009-02-13', '%Y-%m-%d', 0, Time::Piece::_default_locale());
print "raw: @raw\n";
eval { Time::Piece::_strptime('2009', '%Y', 0, []) };
print "not a hash: $@";
my @mini = Time::Piece::_mini_mktime(61, 59, 23, 31, 11, 99);
print "mini: @mini\n";
@mini = Time::Piece::_mini_mktime(0, 0, -1, 1, 0, 100);
print "mini back: @mini\n";
@mini = Time::Piece::_mini_mktime(0, 0, 0, 0, 0, 100);
print "mini day 0: @mini\n";
my @crt = Time::Piece::_crt_gmtime(1234567890);
print "crt gm: @crt\n";
@crt = Time::Piece::_crt_localtime(1246406400);
print "crt local: @crt\n";

Time::Piece::day_list(qw(Dim Lun Mar Mer Jeu Ven Sam));
Time::Piece::mon_list(qw(jan fev mar avr mai jui jul aou sep oct nov dec));
my $fr = Time::Piece->strptime('Ven 13 fev 2009', '%a %d %b %Y');
print "custom names: ", $fr->datetime, " ", $fr->wdayname, " ", $fr->monname, "\n";
eval { Time::Piece->strptime('Fri 13 Feb 2009', '%a %d %b %Y') };
print "old names: $@";

delete $SIG{__WARN__};
my $partial = Time::Piece->strptime('2009-02-13 and more', '%Y-%m-%d');
print "partial: ", $partial->ymd, "\n";
my $bad = Time::Piece->strptime('Feb 30th', '%d %b');
print "not reached: $bad\n";
