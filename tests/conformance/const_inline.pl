# use constant with a numeric value is inlined where it is named (as perl compiles it):
# same values, same warnings, same read-only behaviour; other constants stay subs.
use strict;
use warnings;
use constant IM => 139968;
use constant HALF => 0.5;
use constant NEG => -7;
use constant BIG => 18446744073709551615;
use constant NAME => "camel";
use constant LIST => (1, 2, 3);
use constant { A => 1, B => 2.5 };

print IM + 1, " ", HALF * 3, " ", NEG, " ", BIG, " ", NAME, "\n";
print IM(), " ", &IM, " ", main::IM, " ", A + B, "\n";
my @l = LIST;
print "@l ", scalar(@l), "\n";
my %h = (IM => 1);
print join(",", keys %h), " ", $h{IM}, "\n";
my $y;
if ($y = IM) { print "assigned $y\n" }
print "same\n" if \IM == \IM;
for my $c (IM) {
    eval { $c++ };
    print "ro: $@";
}
my $t = IM;
$t++;
print "$t ", IM, "\n";
print "@{[ IM * 2 ]} ${\ HALF}\n";
my $sum = 0;
for my $i (1 .. 1000) {
    $sum = ($sum * 3877 + 29573) % IM;
}
print "$sum\n";
IM;
print "end\n";
