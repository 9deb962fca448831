# use utf8: string literals, single-quoted strings and qw words with non-ASCII
# source text are character strings (also below 256); pure ASCII ones stay bytes.
use strict;
use warnings;
use utf8;
my $s = "héllo wörld";
print length($s), "\n";
print utf8::is_utf8($s) ? "utf8\n" : "bytes\n";
my $t = 'café';
print length($t), " ", uc($t) eq "CAFÉ" ? "uc ok" : "uc no", "\n";
my @w = qw(naïve résumé);
print scalar(@w), " ", length($w[0]), "\n";
print "match\n" if $s =~ /ö/;
print "word\n" if "é" =~ /^\w$/;
my $n = () = $s =~ /\w/g;
print "$n\n";
my $a = "abc";
print utf8::is_utf8($a) ? "utf8\n" : "bytes\n";
print join(",", map { ord } split //, "aé☺"), "\n";
{
    no utf8;
    my $b = "é";
    print length($b), "\n";
}
my $x = "é";
print $x, "\n";
binmode STDOUT;
my $r = reverse "åbc";
print length($r), "\n";
print sprintf("%-6s|", "añb"), "\n";
print lc("ÀÉÎ") eq "àéî" ? "lc ok\n" : "lc no\n";
print "\x{263a}" eq "☺" ? "eq\n" : "ne\n";
print "ü" . "x", "\n";
my $y = "ü$a";
print length($y), "\n";
