# cp1252 (Windows Latin-1) is built into Encode: its 0x80-0x9F block, the
# five bytes it leaves unmapped, and characters it cannot encode.
use strict;
use warnings;
use Encode qw(encode decode FB_CROAK FB_PERLQQ);

my $bytes = join '', map { chr } 0x80 .. 0x9F;
my $text = decode('cp1252', $bytes);
print join(' ', map { sprintf '%04X', ord } split //, $text), "\n";
print "back: ", (encode('cp1252', decode('cp1252', "\x80\x99 caf\xE9")) eq "\x80\x99 caf\xE9" ? 'same' : 'differs'), "\n";
my $euro = encode('cp1252', "\x{20AC}5 \x{201C}q\x{201D} \x{263A}");
print join(' ', map { sprintf '%02X', ord } split //, $euro), "\n";
my $src = "\x81";
print "perlqq: ", decode('cp1252', $src, FB_PERLQQ), "\n";
eval { my $s = "ok\x{263A}"; encode('cp1252', $s, FB_CROAK) };
print "croak: $@";
eval { my $s = "\x90"; decode('cp1252', $s, FB_CROAK) };
print "decode croak: $@";
