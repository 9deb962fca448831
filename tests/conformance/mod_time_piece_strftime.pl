# Time::Piece's strftime: the .pm's own translations (%s %z %Z %D %F %R %x %c %r %X)
# and the C library's conversions through Piece.xs's _strftime, on gmtime and on
# localtime in New York, Kolkata and UTC; a result longer than Piece.xs's first buffer;
# day_list, mon_list, _get_localization and use_locale.
# library's conversions, on gmtime and localtime.
use strict;
use warnings;
use Time::Piece;

my @formats = (
    '%Y-%m-%d %H:%M:%S', '%a %A %b %B %h', '%c', '%C %y %G %g', '%d %e %j', '%D', '%F',
    '%H %I %k %l %p %P', '%M %S %s', '%n%t|', '%r', '%R', '%T', '%u %w', '%U %V %W',
    '%x', '%X', '%z', '%Z', '%%', '%%s %%z', 'plain text', '', '%Ey %EY %Od %Om', '%5Y|%-d|%_m|%010s',
    '100%', '%Q', "caf\x{e9} %Y", 'week %V of %G', ('%Y' x 60),
);

$ENV{TZ} = 'America/New_York';
Time::Piece::_tzset();
for my $t (map { scalar $_ } scalar gmtime(1234567890), scalar localtime(1234567890), scalar localtime(1246406400), scalar gmtime(0)) {
    print "== ", $t->cdate, " (", ($t->[10] ? 'local' : 'gm'), ")\n";
    for my $f (@formats) {
        my $s = $t->strftime($f);
        print "  [$f] => [$s]\n";
    }
    print "  default => [", $t->strftime, "]\n";
}

$ENV{TZ} = 'Asia/Kolkata';
Time::Piece::_tzset();
my $k = localtime(1234567890);
print "Kolkata: ", $k->strftime('%Y-%m-%d %H:%M:%S %z %Z %s'), "\n";
$ENV{TZ} = 'UTC';
Time::Piece::_tzset();
print "UTC: ", localtime(1234567890)->strftime('%c %z %Z'), "\n";

print "direct: ", Time::Piece::_strftime('%Y %H', 1234567890, 0), "\n";
print "direct local: ", Time::Piece::_strftime('%Y %H %Z', 1234567890), "\n";
my @day = Time::Piece::day_list();
my @mon = Time::Piece::mon_list();
print "lists: @day / @mon\n";
my $loc = Time::Piece::_get_localization();
for my $k (sort keys %$loc) {
    my $v = $loc->{$k};
    print "  $k: ", (ref $v ? "@$v" : $v), "\n";
}
print "alt_month is month: ", ($loc->{alt_month} == $loc->{month} ? "yes" : "no"), "\n";
Time::Piece::use_locale();
my $t2 = gmtime(1234567890);
print "after use_locale: ", $t2->strftime('%c'), " | ", $t2->fullday, " ", $t2->fullmonth, "\n";
my $locale = Time::Piece::_locale();
print "locale: ", join(' ', map { "$_=" . (ref $locale->{$_} ? scalar @{ $locale->{$_} } : $locale->{$_}) } sort keys %$locale), "\n";
