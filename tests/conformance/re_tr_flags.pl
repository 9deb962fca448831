use strict;
use warnings;

# tr modifiers: /c complement, /d delete, /s squeeze, /r return new string.
my $s = "Hello,   World!!  123";

(my $d = $s) =~ tr/a-zA-Z//cd;
print "keep letters (/cd): $d\n";

(my $sq = $s) =~ tr/a-zA-Z0-9//cs;
print "squeeze non-alnum (/cs): [$sq]\n";

(my $sp = $s) =~ tr/ //s;
print "squeeze spaces (/s): [$sp]\n";

(my $rep = $s) =~ tr/a-zA-Z/_/c;
print "replace non-letters (/c): $rep\n";

(my $cs = $s) =~ tr/a-zA-Z/ /cs;
print "non-letters to one space (/cs): [$cs]\n";

(my $del = $s) =~ tr/lo//d;
print "delete l and o (/d): $del\n";

# /d with a partial replacement list: extra search chars are deleted.
(my $part = "abcdef") =~ tr/abcd/AB/d;
print "partial with /d: $part\n";
(my $nod = "abcdef") =~ tr/abcd/AB/;
print "partial without /d: $nod\n";

# /s squeezes runs of the same translated character.
(my $bk = "bookkeeper") =~ tr/a-z//s;
print "squeeze letters: $bk\n";
(my $aaa = "aabbccdd") =~ tr/abcd/xxyy/s;
print "squeeze after mapping: $aaa\n";

# /r returns the new string; the original is untouched; count is not returned.
my $orig = "perl";
my $r = $orig =~ tr/a-z/A-Z/r;
print "r: $r orig: $orig\n";
my @up = map { tr/a-z/A-Z/r } qw(x yz);
print "map r: @up\n";
print "chained: ", ("a-b_c" =~ tr/-_/  /r =~ tr/a-z/A-Z/r), "\n";

# Counts returned with modifiers.
my $t = "aaa bbb   ccc";
my $n1 = ($t =~ tr/a-z//c);
print "non-letters counted: $n1\n";
my $t2 = $t;
my $n2 = ($t2 =~ tr/ //s);
print "spaces squeezed: returned $n2, now [$t2]\n";
my $t3 = $t;
my $n3 = ($t3 =~ tr/abc//d);
print "deleted: returned $n3, now [$t3]\n";

# Range with complement and squeeze to collapse whitespace and punctuation.
my $messy = "a,,b;;;c  d\t\te";
(my $tidy = $messy) =~ tr/a-z/,/cs;
print "tidy: $tidy\n";

# Using tr to test membership: count > 0.
for my $w (qw(sky rhythm tea)) {
    my $has = ($w =~ tr/aeiou//) ? "has" : "lacks";
    print "$w $has vowels\n";
}
