# Exporter.pm's own code, compiled from the installed perl, running when the program
# runs: an import that hands on to Exporter's (SUPER::import with ExportLevel, as
# Getopt::Long's does), export_to_level, tags, variables, negations and patterns in the
# heavy path, import called at run time, and Exporter's errors.
use strict;
use warnings;
use lib 'lib';
use LevelExport qw(-loud :DEFAULT bye $Greeting @Seen);
use LevelExport::ToLevel qw(twice);

print hello("world"), "\n";
print bye("now"), "\n";
print "$Greeting @Seen\n";
print twice(21), "\n";
print "exporter loaded: ", (exists $INC{'Exporter.pm'} ? "yes" : "no"), "\n";

package Later;
# import at run time, through Exporter's code.
LevelExport->import(qw(!hello /^by/ %Count));
print bye("later"), " ", join(",", %LevelExport::Count), "\n";
print defined &Later::hello ? "hello\n" : "no hello\n";
require PlainExport;
PlainExport->import('two');
print two(), "\n";
eval { PlainExport->import('three') };
print "error: $@";
eval { LevelExport->import('nosuch') };
print "error: $@";
print "heavy loaded: ", (exists $INC{'Exporter/Heavy.pm'} ? "yes" : "no"), "\n";
