# SUPER::import from a module's own import exports into the module (Exporter's caller),
# so the script's call dies when it runs, as in perl.
use lib "lib";
use SuperImport;
print "compiled and running\n";
print SuperImport::f(), "\n";
print f(), "\n";
