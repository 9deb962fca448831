# find_encoding of an encoding of Encode::Byte ends the program where perl loads it:
use strict;
use warnings;
use Encode;

my $enc = Encode::find_encoding('ISO-8859-2');
print defined $enc ? "found\n" : "none\n";
