use strict;
use warnings;

# die's exit status is $! when it is non-zero; END blocks see the status in $?.
END { print "END sees \$? = $?\n" }
print "before die\n";
$! = 0;
eval { die "caught one\n" };
print "eval does not exit: $@";
$! = 2;
my $errno = $! + 0;
print "errno set to $errno\n";
die "failing with errno set\n";
