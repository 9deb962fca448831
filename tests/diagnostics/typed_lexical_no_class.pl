package Dog;
sub new { return bless {}, shift }

package main;
my Dog $rex = Dog->new;
my $count = 1; my Cat $tom;
print "not reached\n";
