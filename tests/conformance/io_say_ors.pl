# say is print with $\ localized to "\n": a $\ of its own is not added.
use feature 'say';
{ local $\ = "!"; say "a"; print "b"; }
print "\n";
{ local $\ = "!"; CORE::say "c"; }
open my $fh, ">&", \*STDOUT or die;
{ local $\ = "!"; say $fh "d"; say {$fh} "e"; }
close $fh;
{ local $\ = "!"; local $, = "-"; say "f", "g"; }
