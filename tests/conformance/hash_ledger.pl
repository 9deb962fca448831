use strict;
use warnings;
use feature 'say';

# Transactions as flat "account:kind:amount" records, parsed with index/substr.
my @tx = qw(
    alice:deposit:100.00 bob:deposit:50.25 alice:withdraw:30.10 carol:deposit:1000
    bob:withdraw:10.05 alice:deposit:0.30 carol:withdraw:999.99 dave:deposit:5
    bob:deposit:0.01 carol:withdraw:0.02 alice:withdraw:70.20 dave:withdraw:10
);
my %balance;
my %deposits;
my %withdrawals;
my %count;
my @rejected;
for my $rec (@tx) {
    my $c1 = index($rec, ":");
    my $c2 = index($rec, ":", $c1 + 1);
    my $who = substr($rec, 0, $c1);
    my $kind = substr($rec, $c1 + 1, $c2 - $c1 - 1);
    my $amt = substr($rec, $c2 + 1);
    $count{$who}++;
    $balance{$who} //= 0;
    if ($kind eq "deposit") {
        $balance{$who} += $amt;
        $deposits{$who} += $amt;
    } elsif ($kind eq "withdraw") {
        if ($balance{$who} < $amt) {
            push @rejected, "$who cannot withdraw $amt (balance $balance{$who})";
            next;
        }
        $balance{$who} -= $amt;
        $withdrawals{$who} += $amt;
    }
}
say sprintf("%-6s %4s %10s %10s %10s %12s", "who", "tx", "in", "out", "balance", "raw");
my $total = 0;
for my $who (sort keys %balance) {
    my $in = $deposits{$who} // 0;
    my $out = $withdrawals{$who} // 0;
    say sprintf("%-6s %4d %10.2f %10.2f %10.2f %12s", $who, $count{$who}, $in, $out, $balance{$who}, $balance{$who});
    $total += $balance{$who};
}
say sprintf("total balance: %.2f (raw %s)", $total, $total);
say "rejected: $_" for @rejected;
my @rich;
for my $who (sort keys %balance) {
    push @rich, $who if $balance{$who} > 1;
}
say "accounts above 1.00: @rich";
say "exists eve: ", (exists $balance{eve} ? "yes" : "no");
delete $balance{dave};
say "after closing dave: ", join(",", sort keys %balance);
my ($max_who, $max_bal) = ("", -1);
while (my ($who, $bal) = each %balance) {
    if ($bal > $max_bal || ($bal == $max_bal && $who lt $max_who)) {
        ($max_who, $max_bal) = ($who, $bal);
    }
}
say "largest balance: $max_who";
