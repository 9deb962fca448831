use strict;
my $r;
my %h = %$r;
