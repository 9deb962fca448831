package SuperImport;
# A module whose own import hands on to Exporter's without raising ExportLevel:
# Exporter exports into the module itself (the caller of its import), not the script.
require Exporter;
our @ISA = ('Exporter');
our @EXPORT = ('f');
sub f { 1 }
sub import { my $class = shift; $class->SUPER::import(@_) }
1;
