# Encoding to Latin-1 and ASCII: substitution, errors, round trips, from_to.
use strict;
use warnings;
use Encode qw(encode decode from_to FB_CROAK FB_QUIET FB_WARN);

binmode STDOUT, ':utf8';
$SIG{__WARN__} = sub { print "warn: $_[0]" };

sub hexof { join ' ', map { sprintf '%02X', ord } split //, $_[0] }

my $text = "na\x{ef}ve \x{263A} caf\x{e9}";
print "latin1: ", hexof(encode('latin1', $text)), "\n";
print "ascii:  ", hexof(encode('ascii', $text)), "\n";
print "iso:    ", hexof(encode('iso-8859-1', "\x{263A}x")), "\n";

my $str = $text;
my $bytes = eval { encode('latin1', $str, FB_CROAK) };
print "croak: $@";
print "str now: $str\n";

$str = $text;
$bytes = encode('iso-8859-1', $str, FB_QUIET);
print "quiet: ", hexof($bytes), " rest: $str\n";

$str = "x\x{100}y";
$bytes = encode('ascii', $str, FB_WARN);
print "warned: ", hexof($bytes), " rest: $str\n";

eval { encode('ascii', "\x{e9}", FB_CROAK) };
print "ascii croak: $@";

# round trips
my $latin = "\xC0\xE9\xFF abc";
my $chars = decode('latin1', $latin);
print "decoded: $chars length ", length($chars), " utf8 ", (utf8::is_utf8($chars) ? 1 : 0), "\n";
print "back: ", ($latin eq encode('latin1', $chars) ? "same" : "differs"), "\n";
print "ascii dec: ", hexof(decode('ascii', "ab\xE9")), "\n";
eval { decode('ascii', "ab\xE9", FB_CROAK) };
print "ascii dec croak: $@";

my $all = join '', map { chr } 0 .. 255;
print "256 round trip: ", (encode('latin1', decode('latin1', $all)) eq $all ? "ok" : "bad"), "\n";
my $u = encode('UTF-8', decode('latin1', $all));
print "as utf-8: ", length($u), " bytes\n";
print "utf-8 round trip: ", (encode('latin1', decode('UTF-8', $u)) eq $all ? "ok" : "bad"), "\n";

# from_to converts in place and returns the length
my $data = "caf\xE9";
my $len = from_to($data, 'latin1', 'utf8');
print "from_to: $len ", hexof($data), "\n";
$len = from_to($data, 'UTF-8', 'iso-8859-1');
print "and back: $len ", hexof($data), "\n";
my $wide = encode('UTF-8', "\x{263A}!");
$len = from_to($wide, 'UTF-8', 'latin1');
print "lossy: $len ", hexof($wide), "\n";
$wide = encode('UTF-8', "\x{263A}!");
$len = eval { from_to($wide, 'UTF-8', 'latin1', FB_CROAK) };
print "from_to croak: ", (defined $len ? $len : 'undef'), " $@";
eval { $len = from_to($data, 'latin1', 'no-such-thing') };
print "unknown to: $@";
eval { $len = from_to($data, 'bogus', 'latin1') };
print "unknown from: $@";
eval { encode('nonesuch', 'x') };
print "encode unknown: $@";
eval { decode('nonesuch', 'x') };
print "decode unknown: $@";
print "undef: ", (defined encode('latin1', undef) ? 'defined' : 'undef'), "\n";
# an uncaught croak of Encode ends the program as any die does
encode('ascii', "\x{263A}", Encode::FB_CROAK);
print "not reached\n";
