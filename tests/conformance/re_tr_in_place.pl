# tr/// on plain byte strings is applied in the scalar's own buffer: the numeric value a
# string had cached must go, aliases see the change, copies do not, read-only values die.
use strict;
use warnings;

my $n = "123";
my $sum = $n + 1;               # caches 123 as a number
my $c = ($n =~ tr/1/9/);
print "$c $n ", $n + 1, " $sum\n";

my $f = "1.5";
my $g = $f * 2;                 # caches 1.5
($f =~ tr/5/7/);
print "$f ", $f * 2, " $g\n";

my @a = ("abc", "Hello", "xyz");
for (@a) { tr/a-z/A-Z/ }        # through the alias, into the elements
print "@a\n";

my $s = "Perl rules";
(my $t = $s) =~ tr/a-zA-Z/n-za-mN-ZA-M/;
print "$s | $t\n";

my $u = "aaa";
my $cnt = ($u =~ tr/a/a/);      # counting only
print "$cnt $u\n";

my $same = "xyz";
my $k = ($same =~ tr/a-c/A-C/); # nothing to change
print "$k $same\n";

my %h = (key => "value");
$h{key} =~ tr/a-z/A-Z/;
print "$h{key}\n";

my $long = "abcdefghij" x 10;
my $m = ($long =~ tr/a-e/A-E/);
print "$m ", substr($long, 0, 12), "\n";

my $r = "abc";
my $ref = \$r;
$$ref =~ tr/abc/xyz/;
print "$r\n";

my $empty = "";
my $e = ($empty =~ tr/a-z/A-Z/);
print "[$e] [$empty]\n";

for my $x ("lit") {
    eval { $x =~ tr/a-z/A-Z/ };
    print "ro: $@";
}
