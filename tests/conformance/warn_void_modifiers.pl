use warnings;
my $x = shift // 1;
"abc" if $x;
"def" unless $x;
$x && "ghi";
$x || "jkl";
$x // "mno";
$x or "pqr";
"stu" if 0;
"vwx" while 0;
1 and "e";
0 or "f";
1 and $x;
"y" if 1;
$x + 1 if $x;

"a" while $x < 0;
"b" until 1;
"c" until $x++;
while (0) { "d" }
while ($x < 0) { "e" }
"f" for ();
for (;0;) { "g" }
print "done\n";
