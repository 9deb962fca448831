use strict;
use warnings;

# A discrete-event simulation: a time-ordered event queue, handlers in a dispatch
# table, recurring timers, cancellation, and a final statistics report.
my $now = 0;
my @queue;          # [time, seq, type, payload]
my $seq = 0;
my %cancelled;
my %stats;
my @log;

sub schedule {
    my ($delay, $type, %payload) = @_;
    my $id = ++$seq;
    my $ev = [$now + $delay, $id, $type, \%payload];
    # insert keeping the queue sorted by time, then by sequence number
    my $i = @queue;
    $i-- while $i > 0 && ($queue[$i - 1][0] > $ev->[0] || ($queue[$i - 1][0] == $ev->[0] && $queue[$i - 1][1] > $id));
    splice @queue, $i, 0, $ev;
    return $id;
}

sub logf { my $fmt = shift; push @log, sprintf("t=%5.1f  " . $fmt, $now, @_) }

my %served;
my %handlers = (
    arrive => sub {
        my $p = shift;
        logf("customer %s arrives (needs %.1f)", $p->{who}, $p->{work});
        $stats{arrivals}++;
        schedule($p->{work}, "done", who => $p->{who});
        my $timeout = schedule(4, "give_up", who => $p->{who});
        $p->{timeout} = $timeout;
        $served{ $p->{who} } = $timeout;
    },
    done => sub {
        my $p = shift;
        logf("customer %s served", $p->{who});
        $stats{served}++;
        $cancelled{ $served{ $p->{who} } } = 1;
    },
    give_up => sub {
        my $p = shift;
        logf("customer %s gives up", $p->{who});
        $stats{gave_up}++;
    },
    tick => sub {
        my $p = shift;
        logf("tick %d (queue length %d)", $p->{n}, scalar @queue);
        schedule($p->{every}, "tick", n => $p->{n} + 1, every => $p->{every}, max => $p->{max}) if $p->{n} < $p->{max};
    },
    shutdown => sub { logf("shutdown requested"); @queue = () },
);

schedule(0, "tick", n => 1, every => 2.5, max => 4);
my @customers = (["ann", 0.5, 1.0], ["bob", 1.0, 5.0], ["cy", 2.0, 2.5], ["di", 2.0, 0.5], ["ed", 6.0, 6.0]);
schedule($_->[1], "arrive", who => $_->[0], work => $_->[2]) for @customers;
schedule(11, "shutdown");
schedule(20, "tick", n => 99, every => 1, max => 0);

my $steps = 0;
while (my $ev = shift @queue) {
    my ($t, $id, $type, $payload) = @$ev;
    next if delete $cancelled{$id};
    $now = $t;
    my $h = $handlers{$type} or die "no handler for $type";
    $h->($payload);
    $stats{events}++;
    last if ++$steps > 100;
}

print "$_\n" for @log;
print "final time: $now\n";
print "stats: ", join(", ", map { "$_=$stats{$_}" } sort keys %stats), "\n";
printf "service rate: %.0f%%\n", 100 * ($stats{served} // 0) / $stats{arrivals};
