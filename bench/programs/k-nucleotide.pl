# programs/k-nucleotide: k-nucleotide from the Computer Language Benchmarks Game: reads the
# output of programs/fasta from standard input, takes the third sequence (">THREE"),
# counts every substring of length 1 and 2 and reports their frequencies sorted by count,
# then counts five longer fragments. Hashes keyed by substrings, `<STDIN>`, sort with a
# block. The harness feeds it fasta's output (the header line below).
# bench-stdin: programs/fasta.pl 0.6
use strict;
use warnings;

my $sequence = "";
while (my $line = <STDIN>) {
    last if $line =~ /^>THREE/;
}
while (my $line = <STDIN>) {
    last if $line =~ /^>/;
    chomp $line;
    $sequence .= uc $line;
}

sub count {
    my ($seq, $len) = @_;
    my %count;
    my $last = length($seq) - $len;
    $count{ substr($seq, $_, $len) }++ for 0 .. $last;
    return \%count;
}

for my $len (1, 2) {
    my $count = count($sequence, $len);
    my $total = 0;
    $total += $_ for values %$count;
    for my $k (sort { $count->{$b} <=> $count->{$a} || $a cmp $b } keys %$count) {
        printf "%s %.3f\n", $k, 100 * $count->{$k} / $total;
    }
    print "\n";
}

for my $s (qw(GGT GGTA GGTATT GGTATTTTAATT GGTATTTTAATTTATAGT)) {
    my $count = count($sequence, length $s);
    printf "%d\t%s\n", $count->{$s} || 0, $s;
}
