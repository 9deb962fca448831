# print WORD: a filehandle unless an operator follows the word (perl guesses so in toke.c).
use warnings;
$_ = "x\n";
print FOO;
print FOO if 1;
print FOO - 1;
print FOO . "a\n";
print FOO ? "t\n" : "f\n";
print STDOUT;
print OUT "never\n";
open(OUT, ">", "/dev/null") or die;
print OUT "x\n";
print OUT;
print "done\n";
print __PACKAGE__, "\n";
print __LINE__, "\n";
print FOO->can("x") ? "y\n" : "n\n";
