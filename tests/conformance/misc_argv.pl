# args: one two --flag=3 -x
# @ARGV from the command line: count, elements, shift, a loop, and an option parse.
use strict;
use warnings;

print scalar(@ARGV), " arguments\n";
print "first: $ARGV[0], last: $ARGV[-1]\n";
print join("|", @ARGV), "\n";
my $first = shift;
print "shifted $first, ", scalar(@ARGV), " left\n";
my %opt;
for my $a (@ARGV) {
    if ($a =~ /^--(\w+)=(.*)$/) {
        $opt{$1} = $2;
    } elsif ($a =~ /^-(\w)$/) {
        $opt{$1} = 1;
    } else {
        print "plain: $a\n";
    }
}
print "$_=$opt{$_}\n" for sort keys %opt;
