use strict;
use warnings;

our $discount = 0;      # percent
our $verbose  = 0;

my %registry;
my @audit;

sub make_item {
    my ($name, $qty, $price) = @_;
    my $history = 0;
    my %self;
    %self = (
        name  => sub { $name },
        qty   => sub { $qty },
        add   => sub {
            my $n = shift;
            die { code => 'BADQTY', msg => "cannot add $n of $name" } if $n <= 0;
            $qty += $n;
            $history++;
            push @audit, "add $n $name" if $verbose;
            return $qty;
        },
        remove => sub {
            my $n = shift;
            die "Not enough $name: have $qty, wanted $n\n" if $n > $qty;
            $qty -= $n;
            $history++;
            push @audit, "remove $n $name" if $verbose;
            return $qty;
        },
        value => sub {
            my $v = $qty * $price;
            return $v * (100 - $discount) / 100;
        },
        history => sub { $history },
    );
    $registry{$name} = \%self;
    return \%self;
}

sub show {
    my ($label) = @_;
    print "--- $label ---\n";
    my $total = 0;
    for my $name (sort keys %registry) {
        my $it = $registry{$name};
        my $v = $it->{value}->();
        $total += $v;
        printf "%-10s qty=%4d  value=%10.2f  changes=%d\n", $name, $it->{qty}->(), $v, $it->{history}->();
    }
    printf "%-10s %25.2f\n", 'TOTAL', $total;
    return $total;
}

make_item('widget', 10, 2.50);
make_item('gadget', 3, 19.99);
make_item('sprocket', 250, 0.15);
my $bolt = make_item('bolt', 1000, 0.02);

show('initial');

my @orders = (
    [widget => -4], [gadget => -5], [sprocket => 50], [bolt => -999],
    [widget => 0], [gadget => 2], [widget => -7], [nut => 5], [bolt => -2],
);

{
    local $verbose = 1;
    for my $o (@orders) {
        my ($name, $delta) = @$o;
        my $item = $registry{$name};
        unless ($item) {
            print "order for unknown item '$name' skipped\n";
            next;
        }
        my $ok = eval {
            if ($delta < 0) { $item->{remove}->(-$delta) }
            else            { $item->{add}->($delta) }
            1;
        };
        if ($ok) {
            printf "%-8s %+5d -> now %d\n", $name, $delta, $item->{qty}->();
        } elsif (ref $@ eq 'HASH') {
            print "error [$@->{code}]: $@->{msg}\n";
        } else {
            print "error: $@";
        }
    }
}
print "verbose restored to $verbose\n";

my $full = show('after orders');

sub with_discount {
    my ($pct, $code) = @_;
    local $discount = $pct;
    return $code->();
}

for my $pct (10, 25, 50) {
    my $t = with_discount($pct, sub { show("discount $pct%") });
    printf "saving at %d%%: %.2f\n", $pct, $full - $t;
}
print "discount after: $discount\n";

print "\nAudit trail (", scalar(@audit), " entries):\n";
my $i = 0;
print map { sprintf "%3d %s\n", ++$i, $_ } @audit;

my @low = grep { $registry{$_}{qty}->() < 5 } sort keys %registry;
print "Low stock: ", join(', ', @low), "\n";
my %by_value = map { $_ => $registry{$_}{value}->() } keys %registry;
my ($best) = sort { $by_value{$b} <=> $by_value{$a} } keys %by_value;
print "Most valuable line: $best\n";
print "bolt closure shares state: ", ($bolt->{qty}->() == $registry{bolt}{qty}->() ? 'yes' : 'no'), "\n";
$bolt->{add}->(100);
print "bolt qty now ", $registry{bolt}->{qty}->(), "\n";
