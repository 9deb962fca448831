# MIME::Base64 and MIME::QuotedPrint on 400 generated strings (a fixed LCG: the same in
# every run) with each eol and binary mode: digests of what the XS parts give.
use strict; use warnings;
use MIME::Base64; use MIME::QuotedPrint; use Digest::MD5 qw(md5_hex);
my $s = 12345;
sub rnd { $s = ($s * 1103515245 + 12345) % 2147483648; return $s >> 8 }
my @alpha = ("a", " ", "\t", "\n", "=", "\r", "\xe9", "\x00", "x", "A", "3", "+", "/");
for my $i (1 .. 400) {
    my $len = rnd() % 200;
    my $str = join "", map { rnd() % 3 ? $alpha[rnd() % @alpha] : chr(rnd() % 256) } 1 .. $len;
    my @eols = ("\n", "", "\r\n", "XYZ");
    my $eol = $eols[rnd() % 4];
    my $bin = rnd() % 2;
    my $q = encode_qp($str, $eol, $bin);
    print md5_hex($q), " ", md5_hex(decode_qp($q)), " ", md5_hex(decode_qp($str)), " ",
      md5_hex(encode_base64($str, $eol)), " ", md5_hex(decode_base64($str)), " ", MIME::Base64::decoded_base64_length($str), " ",
      (decode_qp($q) eq ($bin || $eol eq "" ? $str : $str =~ s/[ \t]+(?=\n)|\r(?=\n)//gr) ? 1 : 0), "\n";
}
