# `print $o -> meth`: a method call, not print to a handle $o.
package O;
sub new { bless {}, shift }
sub x { "X" }
sub y { "Y" }
sub z { "Z" }
package main;
my $o = O->new;
print $o -> x, "\n";
print $o ->y, "\n";
print $o -> z(), "\n";
print $o->x, $o ->y, "\n";
open my $fh, ">&", \*STDOUT or die;
print $fh "to fh\n";
print $fh -1, "\n";
