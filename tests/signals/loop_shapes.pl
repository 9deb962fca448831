# targets: native aarch64
# Each loop below runs until a SIGUSR1 handler sets $done; tests/signal_polls.rs sends
# USR1 every few milliseconds once the program says it is ready. A loop shape in which
# no safe point dispatches the signal never ends.
use strict;
use warnings;

my $done = 0;
$SIG{USR1} = sub { $done = 1 };
$| = 1;
sub leaf { my $x = shift; return $x + 1 }
sub deep { my $d = shift; return $d if $d > 50 || $done; return deep($d + 1) }
my @a = (1 .. 200);
my $s = 0;
print "ready\n";

$done = 0;
while (!$done) { $s = leaf($s) }
print "while with a call\n";

$done = 0;
until ($done) { for my $x (@a) { $s += $x } }
print "foreach over an array inside until\n";

$done = 0;
for (my $i = 0; ; $i++) { last if $done }
print "C-style for\n";

$done = 0;
until ($done) { my @b = map { $_ + 1 } @a; }
print "map block\n";

$done = 0;
until ($done) { my @b = map $_ * 2, @a; }
print "map expression\n";

$done = 0;
until ($done) { deep(0) }
print "recursion\n";

$done = 0;
until ($done) { my $x = do { my $y = 2; $y * 3 } }
print "do block\n";

$done = 0;
until ($done) { my @s = sort { $b <=> $a } @a[0 .. 20] }
print "sort block\n";

$done = 0;
my $str = "";
until ($done) { $str .= "ab"; $str = "" if length $str > 1000 }
print "strings\n";

$done = 0;
until ($done) { my $n = grep { /7/ } @a }
print "grep\n";

$done = 0;
until ($done) { for my $x (map { $_ * 2 } 1 .. 50) { $s += $x } }
print "foreach over a list\n";

$done = 0;
for my $i (1 .. 1e12) { last if $done }
print "foreach over a range\n";

$done = 0;
1 until $done;
print "empty statement-modifier loop\n";

$done = 0;
until ($done) { eval { $s++ } }
print "eval block\n";

$done = 0;
{ redo unless $done }
print "redo\n";

$done = 0;
until ($done) { (my $t = "aaaa") =~ s/a/b/g }
print "s///g\n";

$done = 0;
AGAIN: goto AGAIN unless $done;
print "goto backward\n";

$done = 0;
sub spin { my $n = 0; SPIN: $n++; goto SPIN unless $done; $n }
spin();
print "goto backward in a sub\n";

$done = 0;
my $label = "COMPUTED";
COMPUTED: for my $x (1 .. 3) { goto $label unless $done }
print "computed goto out of a loop\n";

print "done\n";
