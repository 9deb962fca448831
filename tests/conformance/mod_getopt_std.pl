# Getopt::Std from the installed perl's file, with the options in a hash.
# args: -a -b val -c -- -notanopt file1
use strict;
use warnings;
use Getopt::Std;
my %o;
getopts('ab:cd', \%o) or die "usage\n";
print join(",", map { "$_=$o{$_}" } sort keys %o), "\n";
print "rest: @ARGV\n";
local @ARGV = qw(-x 1 -yz 2 more);
my %p;
getopt('xy', \%p);
print join(",", map { "$_=$p{$_}" } sort keys %p), " rest: @ARGV\n";
