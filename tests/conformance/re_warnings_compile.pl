use strict;
use warnings;

# Regex warnings that perl emits while compiling the program (before any
# output), in source order, followed by run-time behaviour of the same code.
my $s = "a-b word\\y";
print "unrecognized escape \\y is a literal y: ", ($s =~ /\y/ ? "match" : "no"), "\n";
print "false range [\\w-z] includes '-': ", ("-" =~ /[\w-z]/ ? "match" : "no"), "\n";
print "\\b* matches the empty string: ", ($s =~ /\b*/ ? "match" : "no"), "\n";
(my $t = $s) =~ tr/a/xy/;
print "long replacement list: $t\n";
my @a = ("abc");
print "match on an array uses its size: ", (@a =~ /^1$/ ? "match" : "no"), "\n";
my @f = split /-/g, $s;
print "split with /g: @f\n";
print "impossible quantifier {2,1}: ", ($s =~ /a{2,1}/ ? "match" : "no"), "\n";
print "done\n";
