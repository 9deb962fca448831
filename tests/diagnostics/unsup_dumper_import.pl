use strict;
use Data::Dumper qw(Dumper DumperX);
print Dumper(1);
