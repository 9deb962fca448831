# In a string a braced variable name takes no subscript: "${x}[1]" is $x and then the
# text "[1]", "@{x}[1]" the array and then "[1]", "${r}->[0]" the reference's text and
# "->[0]" (camelift used to read them as elements). A block "${$r}[0]" is an element.
use strict;
use warnings;

my $x = "scalar";
my @x = (5, 6);
my %h = (a => 1);
my $h = "hs";
my $r = [7, 8];
print "${x}[1] ${ x }[1] @{x}[1] @x[1] $x[1]\n";
print "${h}{a} $h{a} @h{a}\n";
print "${$r}[0] ${ $r }[1] @{$r}[0] $$r[1] $r->[0]\n";
my $t = "${r}->[0]";
print $t =~ /^ARRAY\(0x[0-9a-f]+\)->\[0\]$/ ? "ref text\n" : "element: $t\n";
print "email: user\@example.com, ${x}::tail, ${x}'s\n";
