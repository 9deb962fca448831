package Guard;
sub new { bless {}, shift }
sub DESTROY { print "gone\n" }
package main;
my $g = Guard->new;
