use strict;
use warnings;
use Data::Dumper;
my $d = Data::Dumper->new([ { a => 1 } ], [ "config" ]);
print $d->Indent(1)->Dump;
