use strict;
use warnings;
use feature 'say';

my @row = (1);
for my $n (0 .. 15) {
    my $line = join(" ", @row);
    say " " x ((15 - $n) * 1.5), $line if $n < 10;
    say "row $n: $line" if $n >= 10;
    my @next = (1);
    for my $i (1 .. $#row) {
        push @next, $row[$i - 1] + $row[$i];
    }
    push @next, 1;
    @row = @next;
}
@row = (1);
for my $n (1 .. 70) {
    my @next = (1);
    for my $i (1 .. $#row) {
        push @next, $row[$i - 1] + $row[$i];
    }
    push @next, 1;
    @row = @next;
}
say "row 70 size: ", scalar(@row);
say "row 70 middle: $row[35]";
say "row 70 element 10: $row[10]";
my @r = (1);
for my $n (1 .. 30) {
    my @next = (1);
    push @next, $r[$_ - 1] + $r[$_] for 1 .. $#r;
    push @next, 1;
    @r = @next;
}
my $sum = 0;
$sum += $_ for @r;
say "row 30 sum: $sum (2**30 = ", 2**30, ")";
my $odd = 0;
$odd++ for grep_odd(@r);
say "odd entries in row 30: $odd";
sub grep_odd { my @o; for my $v (@_) { push @o, $v if $v % 2 } return @o }
