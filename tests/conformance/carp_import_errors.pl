# Carp's import is Exporter's: an unknown tag is carped with the BEGIN frames, an unknown
# name reported, then the import croaks.
use Carp qw(:nosuch nope croak);
print "not reached\n";
