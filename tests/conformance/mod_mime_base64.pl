# MIME::Base64 compiled from its real file: its XS part (Base64.xs's encode_base64,
# decode_base64 and the two length functions) bound by the file's XSLoader::load; the
# .pm's own encode_base64url/decode_base64url and its encode/decode aliases on top.
use strict;
use warnings;
use MIME::Base64;
use MIME::Base64 qw(encoded_base64_length decoded_base64_length);

sub show { my $s = shift; $s =~ s/\r/\\r/g; $s =~ s/\n/\\n/g; return "[$s]" }

print "loaded: ", (defined &MIME::Base64::encode_base64 ? 1 : 0),
    (exists $INC{'XSLoader.pm'} ? 1 : 0), "\n";

# Padding: one, two, three bytes; the empty string is empty (no eol).
for my $s ("", "a", "ab", "abc", "abcd", "hello, world") {
    my $e = encode_base64($s);
    print show($s), " -> ", show($e), " -> ", show(decode_base64($e)),
        " len ", encoded_base64_length($s), "/", length($e),
        " dlen ", decoded_base64_length($e), "\n";
}

# Every byte, in lines of 76 characters; with "" and "\r\n" as eol.
my $all = join "", map { chr } 0 .. 255;
my $e = encode_base64($all);
print $e;
print "lines: ", scalar(() = $e =~ /\n/g), " longest: ",
    (sort { $b <=> $a } map { length } split /\n/, $e)[0], "\n";
print "round trip: ", (decode_base64($e) eq $all ? "ok" : "bad"), "\n";
my $flat = encode_base64($all, "");
print "no eol: ", length($flat), " ", ($flat =~ /\n/ ? "has newline" : "one line"), "\n";
my $crlf = encode_base64($all, "\r\n");
print "crlf: ", scalar(() = $crlf =~ /\r\n/g), " ", encoded_base64_length($all, "\r\n"),
    "/", length($crlf), "\n";
print "eol undef: ", show(encode_base64("xyz", undef)), "\n";
print "eol text: ", show(encode_base64("x" x 60, "<EOL>")), "\n";

# Exactly 57 bytes make one full line; 58 start a second.
print show(encode_base64("z" x 57)), "\n", show(encode_base64("z" x 58)), "\n";
print "long: ", length(encode_base64("q" x 10000)), " ", encoded_base64_length("q" x 10000), "\n";

# Decoding skips what is not base64, stops at padding, drops a lone last character.
for my $t ("YWJj", "YW Jj\n", "Y\tW\rJ\nj", "YWI=", "YWI", "YQ", "Y", "YQ==YWI=",
           "=YWJj", "Y=WJj", "YWJj====", "!!!", "", "Y W E =", "\xffYWJj\x80") {
    print "decode ", show($t), " = ", show(decode_base64($t)), " dlen ",
        decoded_base64_length($t), "\n";
}

# A UTF-8 string whose characters are below 0x100 is encoded as its Latin-1 bytes, and is
# left as it was; a wider character dies.
my $u = "caf\x{e9}\x{263a}";
chop $u;
print "utf8: ", (utf8::is_utf8($u) ? 1 : 0), " ", encode_base64($u);
print "still: ", (utf8::is_utf8($u) ? 1 : 0), " ", length($u), "\n";
print "latin1: ", encode_base64("caf\xe9");
print "length utf8: ", encoded_base64_length($u), "\n";
eval { encode_base64("snow \x{2603}") };
print "wide: $@";
eval { encoded_base64_length("\x{100}") };
print "wide length: $@";
my $dec = decode_base64("Y2Fm6Q==");
print "decoded is bytes: ", (utf8::is_utf8($dec) ? 1 : 0), " ", length($dec), "\n";

# The prototypes ($;$ and $): an array argument is its count.
my @a = ("abc", "x");
print "proto: ", show(encode_base64(@a)), " ", show(decode_base64(@a)), "\n";
print "numbers: ", show(encode_base64(12345)), " ", show(encode_base64(1.5, "")), "\n";

# The .pm's Perl part.
print "url: ", MIME::Base64::encode_base64url("\xfb\xff\xbf"), " ",
    show(MIME::Base64::decode_base64url("-_-_")), "\n";
print "aliases: ", show(MIME::Base64::encode("hi")), " ", MIME::Base64::decode("aGk="), "\n";
my $code = \&MIME::Base64::encode_base64;
print "code ref: ", show($code->("ref", "")), "\n";
print "can: ", (MIME::Base64->can('decode_base64') ? 1 : 0), "\n";

# A call through & skips the prototype and meets the XS's own argument check.
eval { &MIME::Base64::encode_base64() };
print "usage: $@";
eval { &MIME::Base64::decode_base64("a", "b") };
print "usage: $@";

{
    my @w;
    local $SIG{__WARN__} = sub { push @w, @_ };
    my $r = encode_base64(undef);
    print "undef: ", show($r), " ", scalar(@w), " ", $w[0];
}
