use strict;
use warnings;
use feature 'say';

my @words = qw(the quick brown fox jumps over the lazy dog the fox barks
               and the dog runs away from the quick fox while a bird sings
               over the brown field and the lazy cat sleeps);
my %count;
my %first_seen;
my $pos = 0;
for my $w (@words) {
    $count{$w}++;
    $first_seen{$w} = $pos unless exists $first_seen{$w};
    $pos++;
}
say "total words: ", scalar(@words);
say "distinct words: ", scalar(keys %count);
my $max = 0;
for my $w (keys %count) {
    $max = $count{$w} if $count{$w} > $max;
}
for my $n (reverse 1 .. $max) {
    my @with_n;
    for my $w (sort keys %count) {
        push @with_n, $w if $count{$w} == $n;
    }
    next unless @with_n;
    say sprintf("%2d %-12s %s", $n, "#" x $n, join(" ", @with_n));
}
my %by_length;
for my $w (sort keys %count) {
    my $len = length($w);
    my $sep = exists $by_length{$len} ? "," : "";
    $by_length{$len} .= $sep . $w;
}
for my $len (sort keys %by_length) {
    say "length $len: $by_length{$len}";
}
my %letters;
for my $w (@words) {
    for my $i (0 .. length($w) - 1) {
        $letters{substr($w, $i, 1)}++;
    }
}
my $line = "";
for my $l (sort keys %letters) {
    $line .= "$l=$letters{$l} ";
}
say "letters: $line";
say "first positions: ", join(" ", map_pairs(%first_seen));
sub map_pairs {
    my %h = @_;
    my @out;
    for my $k (sort keys %h) {
        push @out, "$k\@$h{$k}" if $h{$k} < 5;
    }
    return @out;
}
delete $count{the};
say "after deleting 'the': ", scalar(keys %count), " distinct";
