use strict;
use warnings;

# ->$#* is the postfix form of $#{...}: read it, assign it, use it in loops.
my $ar = [10, 20, 30, 40];
print "last index: ", $ar->$#*, "\n";
print "same as: ", $#{$ar}, " ", $#$ar, "\n";

for my $i (0 .. $ar->$#*) {
    print "$i:$ar->[$i] ";
}
print "\n";

my $data = { rows => [[1, 2, 3], [4, 5], []] };
for my $row ($data->{rows}->@*) {
    print "row has last index ", $row->$#*, "\n";
}
print "rows last index: ", $data->{rows}->$#*, "\n";

$ar->$#* = 1;
print "truncated: @$ar\n";
$ar->$#* = 3;
print "extended: ", scalar(@$ar), " defined last: ", (defined $ar->[-1] ? 1 : 0), "\n";

my $empty = [];
print "empty: ", $empty->$#*, "\n";
my $n = $data->{rows}[1]->$#* + 1;
print "count via last index: $n\n";
