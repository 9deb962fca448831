use strict;
use warnings;
use feature 'say';

my $smiley = "\x{263A}";
say "length: ", length($smiley);
say "ord: ", ord($smiley);
print "\x{263A}\n";
say "mixed: caf\x{e9} and \x{263A}";
my $latin = "caf\x{e9}";
say "latin-1 only string length: ", length($latin);
print $latin, "\n";
my $upgraded = $latin . "\x{100}";
say "upgraded length: ", length($upgraded);
say "chr(0x41) plain: ", chr(0x41);
say chr(0x263A);
say "done";
