# "Name used only once: possible typo", given at the end of compilation for the one
# package symbol below that is named once; none of the others qualify.
use strict;
use warnings;

our $declared = 1;
$main::declared++;
$Config::typo_here = 1;
our @ISA;
$Other::VERSION = '1.0';
@Other::EXPORT_OK = ();
$Other::a = $Other::b = 0;
$main::_private = 1;
sub helper { return 2 }
$main::helper = helper();
print "STDOUT is fine\n";
print STDERR "STDERR is fine\n";
{
    no warnings 'once';
    $Quiet::name = 1;
}
$Twice::x = 1;
$Twice::x++;
print "done\n";
