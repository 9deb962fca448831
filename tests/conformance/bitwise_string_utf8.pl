# String bitwise operators on character strings (perl's do_vop): characters that fit
# in a byte are used as bytes and the result is a character string again; wider ones
# die. The same with |. &. ^. ~. under the bitwise feature. |= and ^= (also |.= ^.=)
# do not warn about an undefined left side; &= does.
use strict;
use warnings;

sub hexs { join " ", map { sprintf "%02x", ord } split //, $_[0] }
sub info { my $s = shift; (utf8::is_utf8($s) ? "chars" : "bytes") . " [" . hexs($s) . "]" }

my $e = "\x{e9}t\x{e9}\x{263a}";
chop $e;
print "e: ", info($e), "\n";
print "e | ' ': ", info($e | "   "), "\n";
print "e & \\x7f: ", info($e & "\x7f\x7f"), "\n";
print "e ^ \\x01: ", info($e ^ "\x01"), "\n";
print "~e: ", info(~$e), "\n";
print "bytes | bytes: ", info("\xe9" | "\x01"), "\n";

for my $case (
    [ "|", sub { "\x{263a}" | "a" } ],
    [ "&", sub { "a" & "\x{100}b" } ],
    [ "^", sub { "x\x{3b1}" ^ "yy" } ],
    [ "~", sub { ~"\x{2028}" } ],
) {
    my ($op, $code) = @$case;
    eval { $code->() };
    print "$op: $@";
}
{
    use feature 'bitwise';
    print "|.: ", info($e |. "   "), "\n";
    print "~.: ", info(~.$e), "\n";
    for my $case (
        [ "|.", sub { "\x{263a}" |. "a" } ],
        [ "&.", sub { "a" &. "\x{100}b" } ],
        [ "^.", sub { "x\x{3b1}" ^. "yy" } ],
        [ "~.", sub { ~."\x{2028}" } ],
    ) {
        my ($op, $code) = @$case;
        eval { $code->() };
        print "$op: $@";
    }
}

my ($a, $b, $c);
$a |= "ab";
$b ^= "cd";
$c &= "ef";
print "[$a] [$b] [$c]\n";
my ($n1, $n2, $n3);
$n1 |= 5;
$n2 ^= 6;
$n3 &= 7;
print "[$n1] [$n2] [$n3]\n";
{
    use feature 'bitwise';
    my ($x, $y, $z);
    $x |.= "gh";
    $y ^.= "ij";
    $z &.= "kl";
    my ($p, $q);
    $p |= 1;
    $q &= 1;
    print "[$x] [$y] [$z] [$p] [$q]\n";
}
