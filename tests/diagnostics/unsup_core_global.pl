use strict;
use warnings;
# Time::Piece's import with ':override' puts its localtime and gmtime in CORE::GLOBAL::,
# which would make every later gmtime a call of Time::Piece's.
use Time::Piece ':override';
my $t = gmtime(1234567890);
print "$t\n";
