package SuperImport;
# A module whose own import hands on to Exporter's (as Getopt::Long's does): Exporter.pm's
# code is not compiled in yet, so the compile-time run of the import stops there.
require Exporter;
our @ISA = ('Exporter');
our @EXPORT = ('f');
sub f { 1 }
sub import { my $class = shift; $class->SUPER::import(@_) }
1;
