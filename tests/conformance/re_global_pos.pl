use strict;
use warnings;

sub show_pos { my $p = pos($_[0]); return defined $p ? $p : "undef" }

# m//g in scalar context iterates, remembering pos().
my $s = "cat bat rat";
while ($s =~ /(\w)at/g) {
    print "found $1at ending at ", pos($s), "\n";
}
print "after loop pos: ", show_pos($s), "\n";

# A failed /g match resets pos to undef.
my $t = "a1b2";
$t =~ /\d/g;
print "after first: ", show_pos($t), "\n";
$t =~ /\d/g;
print "after second: ", show_pos($t), "\n";
my $r = $t =~ /\d/g;
print "third matched? ", ($r ? "yes" : "no"), ", pos: ", show_pos($t), "\n";
$t =~ /\d/g;
print "starts again: ", show_pos($t), " match $&\n";

# pos as an lvalue.
my $u = "0123456789";
pos($u) = 5;
$u =~ /(\d)/g;
print "after pos=5: got $1, pos now ", pos($u), "\n";
pos($u) = 0;
$u =~ /(\d\d)/g;
print "after pos=0: got $1\n";
pos($u) = undef;
print "pos set to undef: ", show_pos($u), "\n";

# Assigning to the variable resets pos.
my $v = "aaa";
$v =~ /a/g;
$v =~ /a/g;
print "pos before assign: ", show_pos($v), "\n";
$v = "aaa";
print "pos after assign: ", show_pos($v), "\n";

# pos on $_ and the default form pos().
$_ = "x-y-z";
/-/g;
print "pos of \$_: ", pos(), " and pos(\$_): ", pos($_), "\n";
my @letters;    # continues from pos 2 left by the match above
while (/(\w)/g) { push @letters, $1 . "@" . pos }
print "letters: @letters\n";

# Non-/g match ignores and does not change pos.
my $w = "abcabc";
$w =~ /b/g;
print "pos after /g b: ", pos($w), "\n";
$w =~ /c/;
print "pos after plain match: ", pos($w), "\n";

# Nested while loops over two strings keep independent positions.
my ($outer, $inner) = ("12", "ab");
while ($outer =~ /(\d)/g) {
    my $d = $1;
    while ($inner =~ /(\w)/g) {
        print "$d$1 ";
    }
}
print "\n";

# pos on hash values and array elements.
my %h = (k => "xxyxx");
$h{k} =~ /y/g;
print "hash value pos: ", pos($h{k}), "\n";
my @arr = ("aXbXc");
$arr[0] =~ /X/g;
$arr[0] =~ /X/g;
print "array element pos: ", pos($arr[0]), "\n";

# Counting matches with a scalar /g loop.
my $dna = "GATTACAGATTACA";
my $n = 0;
$n++ while $dna =~ /TA/g;
print "TA occurs $n times\n";

# Zero-length match in scalar /g does not loop forever.
my $z = "ab";
my @at;
while ($z =~ /x*/g) { push @at, pos($z) }
print "zero-length positions: @at\n";
