package LevelExport;
# An import that hands on to Exporter's, one level up, as Getopt::Long's does.
use strict;
use warnings;
require Exporter;
our @ISA = ('Exporter');
our @EXPORT = qw(hello);
our @EXPORT_OK = qw(bye $Greeting @Seen %Count);
our %EXPORT_TAGS = (all => [qw(hello bye)], vars => [qw($Greeting @Seen)]);
our $Greeting = 'hi';
our @Seen = (1, 2);
our %Count = (a => 1);

sub hello { "$Greeting, @_" }
sub bye { "bye, @_" }

sub import {
    my $class = shift;
    my @names = grep { $_ ne '-loud' } @_;
    $Greeting = uc $Greeting if @names < @_;
    local $Exporter::ExportLevel = 1;
    $class->SUPER::import(@names);
}


1;
