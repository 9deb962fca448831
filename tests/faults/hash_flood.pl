# timeout: 20
# Keys crafted to collide under a seed-independent weakness of a multiply-and-rotate hash
# (the one camelift had: flipping bit 63 of one 8-byte word and bit 28 of the next gave
# the same hash in every process): 2**15 such keys took 14 s to insert and look up, perl
# 0.3 s. Then sequential and pseudo-random keys. Each must stay linear in its count.
use strict;
use warnings;

sub crafted {
    my ($bits) = @_;
    my @keys;
    for my $i (0 .. 2**$bits - 1) {
        my $s = "";
        for my $j (0 .. $bits - 1) {
            my ($w1, $w2) = ("aaaaaaaa", "bbbbbbbb");
            if (($i >> $j) & 1) {
                substr($w1, 7, 1) = chr(ord("a") ^ 0x80);
                substr($w2, 3, 1) = chr(ord("b") ^ 0x10);
            }
            $s .= $w1 . $w2;
        }
        push @keys, $s;
    }
    return @keys;
}

sub count {
    my ($name, @keys) = @_;
    my %h;
    $h{$_} = 1 for @keys;
    my $found = grep { $h{$_} } @keys;
    my $missing = grep { !exists $h{"x$_"} } @keys;
    print "$name: ", scalar(keys %h), " keys, $found found, $missing absent\n";
}

count("crafted", crafted(15));
count("sequential", map { "k$_" } 1 .. 300_000);
my $x = 12345;
count("random", map { $x = ($x * 1103515245 + 12345) % 2**31; "r$x" } 1 .. 300_000);
