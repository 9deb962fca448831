use strict;
use warnings;

# __FILE__, __LINE__ and __PACKAGE__, and the locations in die and warn messages.
print "file: ", __FILE__, "\n";
print "line: ", __LINE__, "\n";
print "package: ", __PACKAGE__, "\n";

my $l1 = __LINE__; my $l2 = __LINE__;
print "same line twice: $l1 $l2\n";

my @multi = (__LINE__,
             __LINE__,
             __LINE__);
print "lines in a multi-line list: @multi\n";

sub where { return __PACKAGE__ . " at line " . __LINE__ }
print where(), "\n";

package Elsewhere {
    sub where { return __PACKAGE__ . " at line " . __LINE__ }
}
print Elsewhere::where(), "\n";

# "at FILE line N." is appended to die and warn texts without a newline
eval { die "plain" };
print "die: $@";
eval { die "with newline\n" };
print "die nl: $@";
my $line = __LINE__ + 1;
eval { die "on line ", $line, " exactly" };
print "die parts: $@";

local $SIG{__WARN__} = sub { print "warned: $_[0]" };
warn "careful";
warn "no location\n";

# the location of a multi-line statement is the line where it starts
eval {
    die "first",
        " second",
        " third";
};
print "multi-line: $@";

sub thrower { die "from sub" }
eval { thrower() };
print "in sub: $@";

# heredoc text does not confuse line counting
my $doc = <<"EOT";
line a
line b
line c
EOT
print "after heredoc: line ", __LINE__, "\n";
eval { die "after heredoc" };
print $@;

# string interpolation of __LINE__ does not happen
print "literal: __LINE__ __FILE__\n";
print "concatenated: " . __LINE__ . "\n";
