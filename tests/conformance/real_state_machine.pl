use strict;
use warnings;

use constant {
    PRICE_COLA  => 125,
    PRICE_CHIPS => 75,
    PRICE_CANDY => 60,
};

my %prices = (cola => PRICE_COLA, chips => PRICE_CHIPS, candy => PRICE_CANDY);
my %stock  = (cola => 2, chips => 1, candy => 0);

my $state   = 'idle';
my $credit  = 0;
my @log;
my %counts;
my $revenue = 0;

sub make_change {
    my ($amount) = @_;
    my @coins;
    for my $c (100, 25, 10, 5) {
        while ($amount >= $c) {
            push @coins, $c;
            $amount -= $c;
        }
    }
    return @coins ? join('+', @coins) : 'none';
}

my $transition = sub {
    my ($to, $why) = @_;
    push @log, sprintf("%-9s -> %-9s (%s)", $state, $to, $why);
    $counts{"$state->$to"}++;
    $state = $to;
};

my %machine = (
    idle => {
        coin   => sub { my $v = shift; $credit += $v; $transition->('paying', "inserted $v"); },
        select => sub { my $item = shift; print "  Please insert money first for $item\n"; },
        refund => sub { print "  Nothing to refund\n"; },
        service => sub { $transition->('service', 'maintenance'); },
    },
    paying => {
        coin => sub {
            my $v = shift;
            $credit += $v;
            print "  Credit now $credit\n";
        },
        select => sub {
            my $item = shift;
            if (!exists $prices{$item}) {
                print "  Unknown item '$item'\n";
                return;
            }
            if ($stock{$item} <= 0) {
                print "  Sorry, $item is sold out\n";
                return;
            }
            my $price = $prices{$item};
            if ($credit < $price) {
                printf "  %s costs %d, need %d more\n", $item, $price, $price - $credit;
                return;
            }
            $stock{$item}--;
            $revenue += $price;
            $credit -= $price;
            print "  Vending $item, change: ", make_change($credit), "\n";
            $credit = 0;
            $transition->('vending', "sold $item");
            $transition->('idle', 'dispensed');
        },
        refund => sub {
            print "  Refunding $credit: ", make_change($credit), "\n";
            $credit = 0;
            $transition->('idle', 'refund');
        },
    },
    service => {
        restock => sub {
            my $item = shift;
            $stock{$item} += 3;
            print "  Restocked $item to $stock{$item}\n";
        },
        service => sub { $transition->('idle', 'done servicing'); },
    },
);

my @events = (
    [select => 'cola'], [coin => 100], [select => 'cola'], [coin => 25],
    [select => 'cola'], [coin => 25], [coin => 10], [select => 'candy'],
    [select => 'gum'], [select => 'chips'], [coin => 100], [coin => 100],
    [select => 'cola'], [coin => 5], [refund => undef], [refund => undef],
    [service => undef], [restock => 'candy'], [coin => 25], [service => undef],
    [coin => 50], [coin => 10], [select => 'candy'], [coin => 100], [select => 'chips'],
    [coin => 100], [select => 'chips'], [refund => undef],
);

my $n = 0;
for my $ev (@events) {
    my ($name, $arg) = @$ev;
    $n++;
    printf "%2d. [%-7s] %s%s\n", $n, $state, $name, defined $arg ? " $arg" : '';
    my $handler = $machine{$state}{$name};
    if ($handler) {
        $handler->($arg);
    } else {
        print "  (event '$name' ignored in state '$state')\n";
        $counts{ignored}++;
    }
}

print "\nTransitions:\n";
print "  $_\n" for @log;
print "\nTransition counts:\n";
printf "  %-18s %d\n", $_, $counts{$_} for sort keys %counts;
print "\nFinal state: $state, credit: $credit\n";
printf "Revenue: \$%d.%02d\n", int($revenue / 100), $revenue % 100;
print "Stock: ", join(', ', map { "$_=$stock{$_}" } sort keys %stock), "\n";
my @sold_out = grep { !$stock{$_} } sort keys %stock;
print "Sold out: ", (@sold_out ? "@sold_out" : 'nothing'), "\n";
