# A lower-case bareword used as a string warns that it may clash with a future reserved word.
use warnings;
my @x = (foo, 1);
print "@x\n";
