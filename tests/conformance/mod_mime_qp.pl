# MIME::QuotedPrint compiled from its real file: encode_qp and decode_qp are defined by
# MIME::Base64's XS part (the same shared object), which QuotedPrint.pm loads with
# `use MIME::Base64`. Trailing whitespace, soft line breaks at 76, eol and binary mode.
use strict;
use warnings;
use MIME::QuotedPrint;

sub show { my $s = shift; $s =~ s/\r/\\r/g; $s =~ s/\n/\\n/g; $s =~ s/\t/\\t/g; return "[$s]" }

print "loaded: ", (defined &MIME::QuotedPrint::encode_qp ? 1 : 0),
    (exists $INC{'MIME/Base64.pm'} ? 1 : 0), "\n";

for my $s ("", "plain", "a=b", "tab\there", "trailing space ", "trailing tab\t",
           "space before newline \nnext", "tab before newline\t\n", "two\n\nnewlines\n",
           "\x00\x01\x7f\x80\xff", "caf\xe9", "=", " ", "\n", "end=\n", "x \t \n") {
    my $e = encode_qp($s);
    print show($s), " -> ", show($e), " -> ", show(decode_qp($e)), "\n";
}

# Soft line breaks: lines of at most 76 characters, escapes never split.
for my $n (74, 75, 76, 77, 150) {
    my $e = encode_qp("x" x $n);
    print "x$n: ", join(",", map { length } split /\n/, $e), "\n";
}
for my $n (70 .. 76) {
    my $e = encode_qp(("y" x $n) . "=\n" . "z");
    print "esc$n: ", show($e), "\n";
}
my $long = join " ", map { "word$_" } 1 .. 40;
my $e = encode_qp("$long\n$long");
print $e;
print "longest: ", (sort { $b <=> $a } map { length } split /\n/, $e)[0], "\n";
print "round trip: ", (decode_qp($e) eq "$long\n$long" ? "ok" : "bad"), "\n";
my $useless = encode_qp(("a" x 76) . "\n");
print "useless soft break: ", show($useless), "\n";

# eol: "" (no soft breaks, newlines kept), "\r\n", undef (the default).
print "no eol: ", show(encode_qp(("x" x 80) . " \nb", "")), "\n";
print "crlf: ", show(encode_qp("line one \nline two\n" . ("w" x 80), "\r\n")), "\n";
print "undef eol: ", show(encode_qp("a \nb", undef)), "\n";

# Binary mode: newlines are encoded too.
print "binary: ", show(encode_qp("a\nb \n", "\n", 1)), "\n";
print "binary false: ", show(encode_qp("a\nb \n", "\n", 0)), "\n";
print "binary long: ", show(encode_qp(("v" x 74) . "\n\n", "\n", 1)), "\n";

# Decoding: =XX in either case, soft breaks (also with blanks or CRLF after the =),
# trailing blanks removed, CRLF made LF, a stray = kept.
for my $t ("a=3Db", "a=3db", "soft=\nbreak", "soft=  \nbreak", "soft=\r\nbreak",
           "blanks   \nnext", "blanks \t\r\nnext", "end blanks  ", "stray = here",
           "bad=ZZ", "=4", "=", "=0A=0D", "a\r\nb", "=\n", "keep\rcr") {
    print "decode ", show($t), " = ", show(decode_qp($t)), "\n";
}

# UTF-8 input whose characters are below 0x100 is encoded as Latin-1 bytes; wider dies.
my $u = "na\x{ef}ve\x{263a}";
chop $u;
print "utf8: ", show(encode_qp($u)), " ", (utf8::is_utf8($u) ? 1 : 0), "\n";
eval { encode_qp("\x{263a}") };
print "wide: $@";
eval { decode_qp("\x{263a}") };
print "wide decode: $@";

# The prototype is $;$$.
my @args = ("one", "two");
print "proto: ", show(encode_qp(@args)), "\n";
print "aliases: ", show(MIME::QuotedPrint::encode("a=")), " ",
    show(MIME::QuotedPrint::decode("a=3D")), "\n";
eval { &MIME::QuotedPrint::encode_qp() };
print "usage: $@";
