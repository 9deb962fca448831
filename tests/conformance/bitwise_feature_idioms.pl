# use v5.36 code that relies on the bitwise feature: numbers read as text combine as
# numbers with | & ^ (without the feature two strings would combine byte by byte), and
# the string operators do byte work: a XOR cipher, masking, case folding of ASCII.
use v5.36;

# Flags read from text: each field is a string, so only the feature makes | numeric.
my %flag = (read => 4, write => 2, exec => 1);
my @lines = ("alice 4 2", "bob 4", "carol 4 2 1", "dave 1 2");
for my $line (@lines) {
    my ($user, @bits) = split ' ', $line;
    my $mode = 0;
    $mode |= $_ for @bits;
    my $desc = join "", map { $mode & $flag{$_} ? substr($_, 0, 1) : "-" } qw(read write exec);
    say "$user: $mode $desc";
}

# A umask applied to modes given as octal text.
my $umask = oct "022";
for my $want (qw(777 666 755)) {
    my $mode = oct($want) & ~$umask & 0777;
    printf "%s -> %03o\n", $want, $mode;
}

# XOR with a repeated key, twice, gives the text back.
sub xor_cipher {
    my ($text, $key) = @_;
    my $pad = substr($key x (1 + length($text) / length $key), 0, length $text);
    return $text ^. $pad;
}
my $secret = xor_cipher("attack at dawn", "key");
say "cipher: ", unpack("H*", $secret);
say "plain:  ", xor_cipher($secret, "key");

# ASCII case: a letter's 0x20 bit.
my $word = "Hello, World";
my $lower = $word |. (" " x length $word);
say "lower: $lower";
my $mask = join "", map { /[a-z]/i ? "\x20" : "\0" } split //, $word;
say "swapped: ", $word ^. $mask;
say "upper: ", join "", map { /[a-z]/ ? $_ &. "\x5f" : $_ } split //, $word;

# Inverting bytes and back; numbers in strings stay numbers for ~.
my $bytes = "\x00\x0f\xf0";
say "inverted: ", unpack("H*", ~.$bytes), " back: ", unpack("H*", ~.~.$bytes);
say "~5 as a number: ", ~5 & 0xff, ", ~.5 as a string: ", unpack("H*", ~.5);

# Combining bit strings (select masks) with the string forms.
my ($r1, $r2) = ("", "");
vec($r1, $_, 1) = 1 for 1, 4;
vec($r2, $_, 1) = 1 for 4, 9;
say "or:  ", unpack("b*", $r1 |. $r2);
say "and: ", unpack("b*", $r1 &. $r2);
say "xor: ", unpack("b*", $r1 ^. $r2);
my $acc = "";
$acc |.= $_ for $r1, $r2;
say "acc: ", unpack("b*", $acc);
