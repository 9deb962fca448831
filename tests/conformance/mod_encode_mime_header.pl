use strict;
use warnings;

# Encode's MIME-Header encodings (Encode::MIME::Header, loaded by Encode when the
# encoding is first asked for): RFC 2047 encoded words, B and Q.

use Encode qw(encode decode);
binmode STDOUT, ':utf8';

my $subject = "Caf\x{e9} \x{263a} smile";
my $b = encode('MIME-Header', $subject);
print "B: $b\n";
print "back: ", decode('MIME-Header', $b), "\n";
print "Q: ", encode('MIME-Q', "na\x{ef}ve r\x{e9}sum\x{e9}"), "\n";
print "B only: ", encode('MIME-B', "plain ascii"), "\n";
for my $h ('=?UTF-8?B?Q2Fmw6kg4pi6?= plain =?ISO-8859-1?Q?caf=E9?=',
    '=?utf-8?q?a_b=3Dc?=', 'no encoded words here', '=?UTF-8?B?w6k=?= =?UTF-8?B?w6k=?=')
{
    print "decode: ", decode('MIME-Header', $h), "\n";
}
my $long = encode('MIME-Header', "\x{3b1}" x 40);
print "folded lines: ", scalar(() = $long =~ /\n/g), "\n";
