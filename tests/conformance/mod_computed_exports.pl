# A module whose @EXPORT_OK its own code computes (`map { "f$_" } 1 .. 3`): Exporter's
# import runs at BEGIN time, so the parser knows the names it installed.
use strict;
use warnings;
use lib 'lib';
use Computed qw(f1 f3);
print f1() + f3(), "\n";
print defined &main::f2 ? "f2 imported\n" : "f2 not imported\n";
print "exports: @Computed::EXPORT_OK\n";
