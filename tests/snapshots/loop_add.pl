# An integer loop: the add's fast path builds its IV result with the inline
# constructor, and the only signal polls are on the back-edge and the exits.
my $i = 0;
my $sum = 0;
while ($i < 10) {
    $sum = $sum + $i;
    $i++;
}
print "$sum\n";
