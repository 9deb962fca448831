use strict;
use warnings;

# A bank ledger: accounts as closures, a transaction log, interest, and sorted reports.
my %accounts;
my @journal;
my $next_txn = 1000;

sub open_account {
    my ($owner, $initial) = @_;
    my $balance = 0;
    my @history;
    my $acct = {
        owner   => $owner,
        deposit => sub {
            my ($amt, $memo) = @_;
            die "deposit must be positive\n" unless $amt > 0;
            $balance += $amt;
            push @history, ["dep", $amt, $memo // ""];
            return $balance;
        },
        withdraw => sub {
            my ($amt, $memo) = @_;
            die sprintf("insufficient funds: balance %.2f, wanted %.2f\n", $balance, $amt) if $amt > $balance;
            $balance -= $amt;
            push @history, ["wd", $amt, $memo // ""];
            return $balance;
        },
        balance => sub { $balance },
        history => sub { @history },
    };
    $accounts{$owner} = $acct;
    $acct->{deposit}->($initial, "opening") if $initial;
    return $acct;
}

sub post {
    my ($kind, $owner, $amt, $memo) = @_;
    my $id = $next_txn++;
    my $acct = $accounts{$owner} or do { push @journal, [$id, $kind, $owner, $amt, "REJECTED: no such account"]; return };
    my $ok = eval { $acct->{$kind}->($amt, $memo); 1 };
    push @journal, [$id, $kind, $owner, $amt, $ok ? "ok" : "REJECTED: " . ($@ =~ s/\n//r)];
    return $ok;
}

sub transfer {
    my ($from, $to, $amt) = @_;
    post("withdraw", $from, $amt, "to $to") or return 0;
    post("deposit", $to, $amt, "from $from") and return 1;
    post("deposit", $from, $amt, "refund");
    return 0;
}

open_account("alice", 500);
open_account("bob", 120.50);
open_account("carol");
post("deposit", "carol", 75, "salary");
post("withdraw", "bob", 200, "rent");
post("withdraw", "bob", 20.25, "groceries");
transfer("alice", "carol", 150);
transfer("carol", "dave", 10);
post("deposit", "alice", -5, "typo");
transfer("bob", "alice", 100.25);

# monthly interest, rounded to cents
for my $owner (sort keys %accounts) {
    my $bal = $accounts{$owner}{balance}->();
    my $interest = sprintf "%.2f", $bal * 0.015;
    post("deposit", $owner, $interest, "interest") if $interest > 0;
}

print "JOURNAL\n";
printf "%5d %-8s %-6s %9.2f %s\n", @$_ for @journal;

print "\nBALANCES (richest first)\n";
my @order = sort { $accounts{$b}{balance}->() <=> $accounts{$a}{balance}->() or $a cmp $b } keys %accounts;
my $total = 0;
for my $owner (@order) {
    my $bal = $accounts{$owner}{balance}->();
    $total += $bal;
    my @h = $accounts{$owner}{history}->();
    my $deps = grep { $_->[0] eq "dep" } @h;
    printf "%-6s %10.2f  (%d deposits, %d withdrawals)\n", $owner, $bal, $deps, @h - $deps;
}
printf "%-6s %10.2f\n", "TOTAL", $total;

my %rejected;
$rejected{ $_->[2] }++ for grep { $_->[4] =~ /^REJECTED/ } @journal;
print "\nrejections: ", join(", ", map { "$_=$rejected{$_}" } sort keys %rejected), "\n";
