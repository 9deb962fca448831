# __DATA__ belongs to the package in force where it appears.
use strict;
use warnings;

package Reader;

sub lines {
    local $/;
    my $text = <DATA>;
    return split /\n/, $text;
}

package main;

my @l = Reader::lines();
print scalar(@l), " lines\n";
print "[$_]\n" for @l;
my $main = <main::DATA>;
print defined $main ? "main has data\n" : "main::DATA is not open\n";
print eof(main::DATA) ? "at its end\n" : "more\n";
package Reader;
__DATA__
first
  second with spaces  
third
