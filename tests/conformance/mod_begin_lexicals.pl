# A module's BEGIN blocks run with the module's own lexicals; a definition replaces
# code a BEGIN-time glob assignment installed before it.
use strict;
use warnings;
use lib 'lib';
use BeginLexicals;
print BeginLexicals::wrapped(), "\n";
print BeginLexicals::replaced(), "\n";
print BeginLexicals->can('replaced')->(), "\n";
