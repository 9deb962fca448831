use strict;
use warnings;

# More uninitialized-value warnings, where perl names the variable or deliberately does not.
$SIG{__WARN__} = sub { print "W: $_[0]" };
my ($x, $fill);
my $size = 2;

eval { die $x };
print "die: $@";
my $s = $fill x $size;
$s = $fill x 3;
$s = "ab" x $x;
my @list = ($x) x 2;
print "list repeat of undef: ", scalar(@list), "\n";
$s = $x x $x;
print "done\n";
