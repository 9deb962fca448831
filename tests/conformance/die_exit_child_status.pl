use strict;
use warnings;

# With $! zero, die exits with $? >> 8 when that is non-zero; otherwise 255.
END { print "END: status is $?\n" }
$! = 0;
$? = 3 << 8;
print "child status high byte: ", $? >> 8, "\n";
die "exiting through die";
