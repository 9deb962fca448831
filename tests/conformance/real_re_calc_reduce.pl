use strict;
use warnings;

# An arithmetic evaluator that works purely by repeated regex reduction
# (1 while s///e), plus a number formatter using nested /e and s///r.

my $NUM = qr/-?\d+(?:\.\d+)?/;

sub fmt_num {
    my $n = shift;
    my $s = sprintf '%.6f', $n;
    $s =~ s/\.?0+$//;
    $s = '0' if $s eq '-0';
    return $s;
}

sub calc {
    my $e = shift;
    my $steps = 0;
    $e =~ s/\s+//g;
    $e =~ s/--/+/g;
    for (;;) {
        my $before = $e;
        1 while $e =~ s/\(($NUM)\)/$1/ and ++$steps;
        1 while $e =~ s/($NUM)\^($NUM)/fmt_num($1 ** $2)/e and ++$steps;
        1 while $e =~ s/(?<![\d.])($NUM)([*\/%])($NUM)/
            fmt_num($2 eq '*' ? $1 * $3 : $2 eq '%' ? $1 % $3 : $3 == 0 ? 'NaN' : $1 \/ $3)/e and ++$steps;
        if ($e =~ s/(?<![\d.])($NUM)([-+])($NUM)/fmt_num($2 eq '+' ? $1 + $3 : $1 - $3)/e) { $steps++ }
        $e =~ s/\+-/-/g;
        $e =~ s/--/+/g;
        $e =~ s/^\+//;
        last if $e eq $before;
    }
    return ($e, $steps);
}

for my $expr ('1 + 2 * 3', '(1 + 2) * 3', '2 ^ 10 - 24', '10 / 4', '7 % 3 + 8 % 5',
              '((2 + 3) * (4 - 1)) / 5', '-3 * -3', '1 - 2 - 3', '2 * (3 + (4 - 6) * 5)', '1.5 * 4 + .5',
              '100 / (5 - 5)') {
    my ($r, $steps) = calc($expr);
    my $ok = $r =~ /^$NUM$/ ? 'ok' : 'stuck';
    printf "%-28s = %-10s [%2d steps, %s]\n", $expr, $r, $steps, $ok;
}

my @money = (0, 5, 1234, 1234567.891, -9876543.2, 0.005, 1e9);
for my $m (@money) {
    my $s = sprintf '%.2f', $m;
    $s =~ s/^(-?)(\d+)/$1 . ($2 =~ s{(?<=\d)(?=(?:\d{3})+$)}{,}gr)/e;
    my $words = $s =~ s/(\d+)/length($1) > 3 ? "<$1>" : $1/ger;
    printf "%15s => %16s %s\n", $m, $s, $words;
}

my $tpl = 'sum(1,2,3) max(4,9,2) avg(2,4) min(7) nested(sum(1,1),2)';
my %fn = (
    sum => sub { my $t = 0; $t += $_ for @_; $t },
    max => sub { my $m = shift; $_ > $m and $m = $_ for @_; $m },
    min => sub { my $m = shift; $_ < $m and $m = $_ for @_; $m },
    avg => sub { my $t = 0; $t += $_ for @_; $t / @_ },
);
1 while $tpl =~ s/(\w+)\(([\d.,]*)\)/exists $fn{$1} ? $fn{$1}->(split m{,}, $2) : "$1\[$2]"/e;
print "$tpl\n";
