# cp1250 and iso-8859-2 live in Encode::Byte, whose XS part camelift does not have:
use strict;
use warnings;
use Encode qw(encode decode find_encoding);

print "latin1 is built in: ", find_encoding('latin1')->name, "\n";
my $text = eval { decode('cp1250', "\x8A\xE8") };
print "not reached: ", defined $text ? length $text : 'undef', "\n";
