# A realistic use of Time::Piece: timestamps of a log parsed with strptime, sessions
# timed with Time::Seconds, events grouped by day and week, and a report with strftime,
# in UTC and in the reader's zone.
use strict;
use warnings;
use Time::Piece;
use Time::Seconds;

my @log = (
    '2024-02-28 22:15:03 alice login',
    '2024-02-28 23:59:59 bob login',
    '2024-02-29 00:20:41 alice logout',
    '2024-02-29 08:00:00 carol login',
    '2024-02-29 17:45:30 carol logout',
    '2024-03-01 01:02:03 bob logout',
    '2024-03-10 06:30:00 dave login',
    '2024-03-10 07:15:00 dave logout',
    'garbage line',
    '2024-13-01 00:00:00 erin login',
);

my (%open, %total, %by_day, @errors);
for my $line (@log) {
    my ($stamp, $who, $what) = $line =~ /^(\S+ \S+) (\w+) (\w+)$/
        or do { push @errors, "unparsable: $line"; next };
    my $t = eval { Time::Piece->strptime($stamp, '%Y-%m-%d %H:%M:%S') };
    if (!$t) {
        (my $e = $@) =~ s/ at .*//s;
        push @errors, "$e: $line";
        next;
    }
    $by_day{ $t->strftime('%Y-%m-%d (%a)') }++;
    if ($what eq 'login') {
        $open{$who} = $t;
    }
    elsif (my $start = delete $open{$who}) {
        my $len = $t - $start;
        $total{$who} += $len;
        printf "%-6s %s -> %s  %s (%d min)\n", $who, $start->strftime('%d %b %H:%M'),
            $t->strftime('%d %b %H:%M'), $len->pretty, $len->minutes;
    }
}
print "per user:\n";
for my $who (sort keys %total) {
    my $s = Time::Seconds->new($total{$who});
    printf "  %-6s %6.2f hours %s\n", $who, $s->hours, $s->pretty;
}
print "per day:\n";
print "  $_: $by_day{$_}\n" for sort keys %by_day;
print "errors:\n";
print "  $_\n" for @errors;

my $first = Time::Piece->strptime('2024-02-28', '%Y-%m-%d');
my $last  = Time::Piece->strptime('2024-03-10', '%Y-%m-%d');
printf "span: %d days, weeks %d to %d\n", ($last - $first)->days, $first->week, $last->week;
for (my $d = $first; $d <= $last; $d += ONE_DAY * 3) {
    print "  every third day: ", $d->strftime('%A %e %B'), $d->is_leap_year ? ' (leap year)' : '', "\n";
}
print "month ends: ", join(' ', map { $first->add_months($_)->month_last_day } 0 .. 5), "\n";

$ENV{TZ} = 'America/New_York';
for my $stamp ('2024-03-10 06:30:00', '2024-03-10 07:15:00', '2024-11-03 05:30:00', '2024-11-03 06:30:00') {
    my $utc = Time::Piece->strptime($stamp, '%Y-%m-%d %H:%M:%S');
    my $local = localtime($utc->epoch);
    printf "%s UTC is %s %s (offset %d h, dst %d)\n", $stamp, $local->strftime('%Y-%m-%d %H:%M'),
        $local->strftime('%Z'), $local->tzoffset / ONE_HOUR, $local->isdst;
}
