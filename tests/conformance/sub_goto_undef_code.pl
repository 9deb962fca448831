# goto &sub and \&name after undef &name: the stub it leaves is not defined, a goto to it
# retries the name's sub, then AUTOLOAD, then dies "Goto undefined subroutine".
use strict; use warnings;
sub f { "body" }
undef &f;
my $r = \&f;
print defined(&$r) ? "def\n" : "undef\n";
print eval { $r->() } // "died: $@";
sub via_name { goto &f }
print eval { via_name() } // "died: $@";
sub via_ref { goto &$r }
print eval { via_ref() } // "died: $@";
sub nosuch_goto { no strict 'refs'; goto &{"nosuch"} }
print eval { nosuch_goto() } // "died: $@";
package P;
our $AUTOLOAD;
sub AUTOLOAD { "auto($AUTOLOAD: @_)" }
sub g { 1 }
undef &g;
sub to_g { goto &g }
print to_g(1, 2), "\n";
my $later = \&later;
sub to_later { goto &$later }
print to_later(3), "\n";
{ no warnings 'once'; *later = sub { "later(@_)" }; }
print to_later(4), "\n";
