use strict;
use warnings;
use feature 'say';

for my $i (1 .. 200) {
    print "line $i of buffered output\n";
}
print "partial line without newline";
die "died after output\n";
