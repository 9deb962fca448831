# FindBin compiled from its real file (on Cwd's XS part): the script's directory and
# name, with links resolved, as absolute paths; FindBin::again.
use strict;
use warnings;
use FindBin qw($Bin $Script $RealBin $RealScript);

print "script: $Script $RealScript\n";
print "absolute: ", ($Bin =~ m{^/} ? 1 : 0), ($RealBin =~ m{^/} ? 1 : 0), "\n";
print "found: ", (-f "$Bin/$Script" ? 1 : 0), (-f "$RealBin/$RealScript" ? 1 : 0), "\n";
print "suite dir: ", ($Bin =~ m{/tests/conformance$} ? 1 : 0), "\n";
print "dir alias: ", ($FindBin::Dir eq $Bin ? 1 : 0), "\n";
my $was = $Bin;
FindBin::again();
print "again: ", ($FindBin::Bin eq $was ? 1 : 0), "\n";
print "loaded: ", join(",", grep { /^(Cwd|FindBin|File\/Basename|File\/Spec)\.pm$/ } sort keys %INC), "\n";
