package HintsImport;
use strict;
use warnings;
# What a module's import and subs see of the statement that called them.
sub import {
    my ($pkg, $file, $line, $sub, @other) = caller(0);
    printf "import from line %d: hints %#x, bits %s\n", $line, $other[4],
        defined $other[5] ? unpack("H*", $other[5]) : 'undef';
}
sub report {
    my @c = caller(0);
    printf "report from line %d: hints %#x, bits %s, %d elements\n", $c[2], $c[8],
        defined $c[9] ? unpack("H*", $c[9]) : 'undef', scalar @c;
}
1;
