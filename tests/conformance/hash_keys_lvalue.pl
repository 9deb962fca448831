# keys(%h) = N (perl's preallocation) evaluates N and gives the number of keys.
use strict; use warnings;
my %h = (a => 1, b => 2);
my $n = (keys(%h) = 100);
print "$n\n";
my $r = \%h;
keys(%$r) = 10;
print scalar(keys %h), "\n";
sub f { print "f called\n"; 7 }
keys(%h) = f();
my %e; keys(%e) = 64; print scalar(keys %e), "\n";
