# A module's import and subs get caller's hints and warning bits of the statement
# that called them, in the file that called them.
use lib 'lib';
use HintsImport;
use strict;
use HintsImport;
use warnings;
use HintsImport;
HintsImport::report();
{
    no warnings 'once';
    HintsImport::report();
}
sub later { use HintsImport; HintsImport::report() }
later();
