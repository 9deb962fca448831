# string/base64: a pure-Perl base64 encoder and decoder (MIME style, 76-character lines)
# built from ord/chr/substr, shifts and masks, and lookup tables; the decoder strips
# line breaks and padding with tr///cd. Generated binary buffers (lengths covering all three
# padding cases) are round-tripped; the checksum is the encoded length, the number of exact
# round trips and a hash of the encodings.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $reps = int(65 * $scale) || 1;

my $seed = 2024;
sub rnd {    # deterministic LCG, 0 .. $_[0]-1
    $seed = ($seed * 1103515245 + 12345) % 2147483648;
    return int($seed / 65536) % $_[0];
}

my $alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
my @enc = map { substr($alphabet, $_, 1) } 0 .. 63;
my @dec = (0) x 256;
$dec[ord($enc[$_])] = $_ for 0 .. 63;

sub encode {
    my ($data) = @_;
    my $len = length($data);
    my $out = "";
    my $i = 0;
    while ($i + 3 <= $len) {
        my $n = (ord(substr($data, $i, 1)) << 16)
              | (ord(substr($data, $i + 1, 1)) << 8)
              | ord(substr($data, $i + 2, 1));
        $out .= $enc[$n >> 18] . $enc[($n >> 12) & 63] . $enc[($n >> 6) & 63] . $enc[$n & 63];
        $i += 3;
        $out .= "\n" if $i % 57 == 0;
    }
    my $rest = $len - $i;
    if ($rest == 1) {
        my $n = ord(substr($data, $i, 1)) << 16;
        $out .= $enc[$n >> 18] . $enc[($n >> 12) & 63] . "==";
    } elsif ($rest == 2) {
        my $n = (ord(substr($data, $i, 1)) << 16) | (ord(substr($data, $i + 1, 1)) << 8);
        $out .= $enc[$n >> 18] . $enc[($n >> 12) & 63] . $enc[($n >> 6) & 63] . "=";
    }
    $out .= "\n" if $len > 0 && substr($out, -1) ne "\n";
    return $out;
}

sub decode {
    my ($s) = @_;
    $s =~ tr|A-Za-z0-9+/||cd;
    my $len = length($s);
    my $out = "";
    my $i = 0;
    while ($i + 4 <= $len) {
        my $n = ($dec[ord(substr($s, $i, 1))] << 18)
              | ($dec[ord(substr($s, $i + 1, 1))] << 12)
              | ($dec[ord(substr($s, $i + 2, 1))] << 6)
              | $dec[ord(substr($s, $i + 3, 1))];
        $out .= chr($n >> 16) . chr(($n >> 8) & 255) . chr($n & 255);
        $i += 4;
    }
    my $rest = $len - $i;
    if ($rest >= 2) {
        my $n = ($dec[ord(substr($s, $i, 1))] << 18) | ($dec[ord(substr($s, $i + 1, 1))] << 12);
        $n |= $dec[ord(substr($s, $i + 2, 1))] << 6 if $rest == 3;
        $out .= chr($n >> 16);
        $out .= chr(($n >> 8) & 255) if $rest == 3;
    }
    return $out;
}

my @bufs;
for my $k (0 .. 29) {
    my $b = "";
    for (1 .. 300 + 97 * $k) { $b .= chr(rnd(256)) }
    push @bufs, $b;
}

my $enclen = 0;
my $ok = 0;
my @last;
for my $r (1 .. $reps) {
    @last = ();
    for my $b (@bufs) {
        my $e = encode($b);
        $enclen += length($e);
        $ok++ if decode($e) eq $b;
        push @last, $e;
    }
}
my $h = 0;
for my $e (@last) {
    for my $i (0 .. length($e) - 1) {
        $h = ($h * 33 + ord(substr($e, $i, 1))) % 1_000_000_007;
    }
}
print "$enclen $ok $h\n", substr($last[0], 0, 76), "\n";
