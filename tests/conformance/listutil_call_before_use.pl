# Calls compiled before the `use` that imports the name work (perl resolves them when
# they run); a function name as a print argument, a hash key and a fat-comma word.
use strict;
use warnings;
sub total { sum(@_) }
sub top { List::Util::max(@_) }
sub kind { Scalar::Util::reftype($_[0]) }
use List::Util qw(sum max first);
use Scalar::Util qw(blessed);
my @a = (1, 5, 3);
print max @a;
print "\n";
print first { $_ > 1 } @a;
print "\n";
print sum @a, 10;
print "\n";
print total(1, 2, 3), " ", top(4, 9, 2), " ", kind({}), "\n";
my %h = (sum => 1, max => 2);
print join(",", map { "$_=$h{$_}" } sort keys %h), " $h{sum}\n";
print blessed(bless [], 'Q'), "\n";
