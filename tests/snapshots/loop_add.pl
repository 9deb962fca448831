# emit: ops clif
# An integer loop: `$sum + $i` is computed straight into $sum (no temporary), `$i * 2`
# pushed onto an array is boxed by the inline IV constructor, and the only signal polls
# are on the back-edge and the exits.
my $i = 0;
my $sum = 0;
my @twice;
while ($i < 10) {
    $sum = $sum + $i;
    push @twice, $i * 2;
    $i++;
}
print "$sum @twice\n";
