package main;
my $o = new Later(1);
package Later;
sub new { bless {}, shift }
