use strict;
use warnings;
use feature 'say';

say "ord('A'): ", ord("A");
say "ord('a'): ", ord("a");
say "ord('abc') uses first char: ", ord("abc");
say "ord(''): ", ord("");
say "ord(' '): ", ord(" ");
say "ord(\"\\n\"): ", ord("\n");
say "ord(\"\\0\"): ", ord("\0");
say "ord(9): ", ord(9);
say "ord(10) is ord('1'): ", ord(10);
say "ord(\"\\xff\"): ", ord("\xff");
say "ord(\"\\x{100}\"): ", ord("\x{100}");
say "chr(65): ", chr(65);
say "chr(97): ", chr(97);
say "chr(48): ", chr(48);
say "chr(65.9): ", chr(65.9);
say "chr('66'): ", chr("66");
say "length(chr(0)): ", length(chr(0));
say "ord(chr(200)): ", ord(chr(200));
say "ord(chr(0x263a)): ", ord(chr(0x263a));
say "length(chr(0x263a)): ", length(chr(0x263a));
my $alpha = "";
for my $c (65 .. 90) {
    $alpha .= chr($c);
}
say "alphabet: $alpha";
my $lower = "";
for my $i (0 .. 25) {
    $lower .= chr(ord("a") + $i);
}
say "lowercase: $lower";
my $word = "Perl";
my @codes;
for my $i (0 .. length($word) - 1) {
    push @codes, ord(substr($word, $i, 1));
}
say "codes of Perl: @codes";
my $back = "";
for my $code (@codes) {
    $back .= chr($code);
}
say "back: $back";
my $rot = "";
my $plain = "Hello World";
for my $i (0 .. length($plain) - 1) {
    my $ch = substr($plain, $i, 1);
    my $o = ord($ch);
    if ($o >= 65 && $o <= 90) {
        $rot .= chr(($o - 65 + 13) % 26 + 65);
    } elsif ($o >= 97 && $o <= 122) {
        $rot .= chr(($o - 97 + 13) % 26 + 97);
    } else {
        $rot .= $ch;
    }
}
say "rot13: $rot";
my $sum = 0;
$sum += ord(substr("checksum", $_, 1)) for 0 .. 7;
say "byte sum of 'checksum': $sum";
say "digit value: ", ord("7") - ord("0");
say "chr of sum: ", chr(ord("a") + 2);
say "printable range 33..47: ", join("", chr(33), chr(35), chr(37), chr(42), chr(47));
