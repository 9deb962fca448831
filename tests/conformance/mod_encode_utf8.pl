# The UTF-8 flag: is_utf8, _utf8_on/_utf8_off, encode_utf8/decode_utf8,
# and printing wide characters through a :utf8 layer.
use strict;
use warnings;
use Encode qw(is_utf8 _utf8_on _utf8_off encode_utf8 decode_utf8 encode decode);

binmode STDOUT, ':utf8';

my $smiley = "\x{263A}";
my $bytes = encode_utf8("caf\x{e9} $smiley");
printf "bytes: %d, flag %d\n", length $bytes, is_utf8($bytes) ? 1 : 0;
my $chars = decode_utf8($bytes);
printf "chars: %d, flag %d: %s\n", length $chars, is_utf8($chars) ? 1 : 0, $chars;

my $plain = "abc";
printf "ascii literal flag %d\n", is_utf8($plain) ? 1 : 0;
my $decoded = decode('UTF-8', 'abc');
printf "decoded ascii flag %d\n", is_utf8($decoded) ? 1 : 0;

my $s = "\xC3\xA9t\xC3\xA9";
printf "before on: %d chars\n", length $s;
_utf8_on($s);
printf "after on: %d chars, flag %d, %s\n", length $s, is_utf8($s) ? 1 : 0, $s;
_utf8_off($s);
printf "after off: %d bytes, flag %d\n", length $s, is_utf8($s) ? 1 : 0;

my $ret = _utf8_on(my $t = "x");
print "_utf8_on returns: ", ($ret ? 'true' : 'false'), "\n";

# is_utf8 with CHECK tests well-formedness too
my $bad = "\xFF";
_utf8_on($bad);
printf "is_utf8 loose %d, checked %d\n", is_utf8($bad) ? 1 : 0, is_utf8($bad, 1) ? 1 : 0;

# decode_utf8 of a string of wide characters croaks
my $again = eval { decode_utf8($chars) };
print "again: ", $again // "error: $@";
print "again latin: ", decode_utf8("caf\x{e9}"), "\n";

# encode_utf8 of undef
print "undef: ", (defined encode_utf8(undef) ? 'defined' : 'undef'), "\n";

# round trip through a file's bytes
my $line = "\x{3b1}\x{3b2}\x{3b3} \x{1F600}";
my $enc = encode('UTF-8', $line);
print "greek bytes: ", join(' ', map { sprintf '%02x', ord } split //, $enc), "\n";
print "greek: ", decode('UTF-8', $enc), "\n";
print "equal: ", (decode('UTF-8', $enc) eq $line ? 'yes' : 'no'), "\n";

# utf8:: functions side by side
my $copy = $line;
utf8::encode($copy);
print "utf8::encode same: ", ($copy eq $enc ? 'yes' : 'no'), "\n";
utf8::decode($copy);
print "utf8::decode same: ", ($copy eq $line ? 'yes' : 'no'), "\n";

# decode with CHECK 1 (FB_CROAK) on good input
my $euro = "\xE2\x82\xAC";
print "strict ok: ", decode('UTF-8', $euro, 1), " left '", $euro, "'\n";
printf "%s has %d chars\n", decode('utf8', "\xE2\x82\xAC\xE2\x82\xAC"), 2;
