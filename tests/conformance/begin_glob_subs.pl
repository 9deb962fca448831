# Subs a BEGIN block makes through glob assignments (File::Path's *{"_IS_\U$_"} = sub () {...})
# are known to the parser after the block, with their prototypes: the block runs at
# compile time, and again when the program starts.
use strict;
BEGIN {
  for (qw(linux MSWin32)) {
    no strict 'refs';
    *{"_IS_\U$_"} = $^O eq $_ ? sub () { 1 } : sub () { 0 };
  }
}
print _IS_LINUX + 1, " ", _IS_MSWIN32, "\n";
print "yes\n" if _IS_LINUX;
BEGIN { print "begin block runs\n"; no strict 'refs'; *{"main::twice"} = sub ($) { 2 * shift }; }
my @r = (twice 4, 5);
print "@r\n";
