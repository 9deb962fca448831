# Labels before declarations (sub, use, no, package, BEGIN, END) label the next
# statement; A: B: gives a statement two labels; a label may end a block or a sub.
use strict; use warnings;
my $n = 0;
A: sub f { 1 }
print "a $n\n";
$n++;
goto A if $n < 3;
B: use strict;
print "b $n\n";
$n++;
goto B if $n < 5;
{
    print "block $n\n";
    goto E if $n++ < 7;
    print "not here\n";
  E:
}
print "after $n\n";
C: D: print "cd $n\n";
$n++;
goto C if $n < 9;
goto D if $n < 10;
F: package Foo;
print __PACKAGE__, " f $n\n";
$n++;
goto F if $n < 12;
package main;
G: BEGIN { }
print "g $n\n";
$n++;
goto G if $n < 13;
H: no warnings 'void';
print "h $n\n";
$n++;
goto H if $n < 14;
I: END { print "end\n" }
print "i $n\n";
$n++;
goto I if $n < 16;
sub h { my $k = shift; L1: sub inner {} print "h $k\n"; $k++; goto L1 if $k < 2; goto M; print "skipped\n"; M: }
h(0);
sub u { my $k = shift; U: unless ($k) { print "unless $k\n" } $k--; goto U if $k >= 0 }
u(1);
sub m1 { my $k = 0; MY: my $v = $k * 10; print "my $v\n"; $k++; goto MY if $k < 2 }
m1();
J: package Bar { print "in Bar $n\n" }
$n++;
goto J if $n < 18;
print "done $n\n";
