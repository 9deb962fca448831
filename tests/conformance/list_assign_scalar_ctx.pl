use strict;
use warnings;

# A list assignment in scalar context yields the number of right-hand elements.
sub three { return (4, 5, 6) }
my $n = () = three();
my $x = three();
my ($y) = three();
print "countof=$n scalar=$x first=$y\n";

my $c = (my @b = (7, 8, 9));
my $d = (my ($p) = (7, 8, 9));
my $h = (my %h = (a => 1, a => 2));
print "array=$c one-var=$d hash=$h (keys ", scalar(keys %h), ")\n";

my $words = () = "the quick brown fox" =~ /\w+/g;
print "words: $words\n";
my $chars = () = split //, "hello";
print "chars: $chars\n";
my $empty = () = ();
print "empty: $empty\n";

# in boolean context: true if the right side had any elements
my @queue = (0, "", undef);
my $taken = 0;
while (my ($item) = splice(@queue, 0, 1)) { $taken++ }
print "taken $taken items even though they are false\n";

sub none { return }
if (my @r = none()) { print "never\n" } else { print "empty list assignment is false\n" }
if ((my ($z) = (0))) { print "one false element assigned is still true\n" }

# swapping and rotating with list assignment
my ($s1, $s2, $s3) = qw(a b c);
($s1, $s2, $s3) = ($s2, $s3, $s1);
print "rotated: $s1$s2$s3\n";

# extra values are dropped, missing ones become undef
my ($m1, $m2) = (1, 2, 3, 4);
my ($u1, $u2, $u3) = (1, 2);
print "dropped: $m1 $m2; missing: ", (defined $u3 ? $u3 : "undef"), "\n";

# an array on the left takes everything that is left
my ($head, @tail) = (1 .. 5);
my (@all, $never) = (1 .. 3);
print "head $head tail @tail; all @all never ", (defined $never ? $never : "undef"), "\n";

# undef as a placeholder on the left
my (undef, $second, undef, $fourth) = qw(w x y z);
print "placeholders: $second $fourth\n";

# the count in scalar context includes placeholders and extras
my $count = (my ($only) = (10, 20, 30, 40));
print "count with one target: $count, only: $only\n";

# chained assignment
my $aa = my $bb = 5;
my @x1 = my @x2 = (1, 2);
print "chained: $aa $bb @x1 @x2\n";

# list assignment returns the lvalues in list context
my @lv = (my ($e1, $e2) = (9, 8, 7));
print "lvalues in list context: @lv\n";
(my $t = "abc") =~ tr/a-c/A-C/;
print "assign then modify: $t\n";
