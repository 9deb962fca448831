# An import that uses Exporter's export_to_level.
package LevelExport::ToLevel;
require Exporter;
our @ISA = ('Exporter');
our @EXPORT_OK = qw(twice);
sub twice { 2 * shift }
sub import {
    my $class = shift;
    $class->export_to_level(1, $class, @_);
}
1;
