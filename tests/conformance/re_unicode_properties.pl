use strict;
use warnings;

# perl's Unicode property names in \p{...} and \P{...}: general categories by short and
# long name, the POSIX-like classes, the Is prefix, gc= forms, binary properties, inside
# and outside bracketed classes, negation with \P and ^, and /i.

binmode STDOUT, ':utf8';
my @ranges = ([0, 0x24F], [0x370, 0x3FF], [0x400, 0x4FF], [0x2000, 0x206F], [0x3000, 0x303F]);
my $u = join '', map { chr } map { $_->[0] .. $_->[1] } @ranges;

my @names = qw(L Lu Ll Lt LC L& Lm Lo M Mn N Nd Nl No P Pc Pd Ps Pe Pi Pf Po S Sm Sc Sk So
  Z Zs Zl Zp C Cc Cf Co Cn
  Letter Uppercase_Letter Lowercase_Letter Cased_Letter Mark Number Decimal_Number
  Punctuation Symbol Separator Space_Separator Other Control
  Alpha Alnum Digit Word Space Upper Lower Punct XPosixPunct Blank Cntrl XDigit Graph Print
  Title Assigned Any ASCII
  XPosixAlpha XPosixAlnum XPosixDigit XPosixWord XPosixSpace XPosixUpper XPosixLower
  XPosixBlank XPosixCntrl XPosixXDigit XPosixGraph XPosixPrint
  PosixAlpha PosixAlnum PosixDigit PosixUpper PosixLower PosixPunct PosixSpace PosixBlank
  PosixCntrl PosixGraph PosixPrint PosixWord PosixXDigit
  PerlSpace PerlWord SpacePerl VertSpace HorizSpace
  IsAlpha IsDigit IsSpace IsUpper IsLower IsPunct IsWord IsAlnum IsL IsLu IsN
  Cyrillic Hex Hex_Digit Dash White_Space Alphabetic Uppercase Lowercase Math Cased
  gc=L gc=Lu General_Category=Nd sc=Cyrillic);
for my $n (@names) {
    my $yes = () = $u =~ /\p{$n}/g;
    my $no = () = $u =~ /\P{$n}/g;
    my $class = () = $u =~ /[\p{$n}x]/g;
    my $nocase = () = $u =~ /\p{$n}/gi;
    my $first = $u =~ /(\p{$n}+)/ ? sprintf("%04X+%d", ord $1, length $1) : "-";
    printf "%-22s %5d %5d %5d %5d %s\n", $n, $yes, $no, $class, $nocase, $first;
}

# Byte strings match by Unicode rules under \p too.
my $b = join '', map { chr } 0 .. 255;
for my $n (qw(L Alpha Word Space Upper Lower Punct Print Graph PosixAlpha Digit XDigit Cntrl)) {
    my $c = () = $b =~ /\p{$n}/g;
    my $i = () = $b =~ /\p{$n}/gi;
    printf "bytes %-10s %3d %3d\n", $n, $c, $i;
}

# The forms people write.
my $text = "Caf\x{e9} na\x{ef}ve \x{3b1}\x{3b2}\x{3b3} 42 -- \x{201c}quoted\x{201d}!";
my @words = $text =~ /(\p{L}+)/g;
print "words: @words\n";
print "letters only: ", join("|", grep { /^\p{IsAlpha}+$/ } split ' ', $text), "\n";
(my $stripped = $text) =~ s/\p{Punct}//g;
print "no punct: $stripped\n";
(my $squeezed = $text) =~ s/[^\p{Alnum}\s]+/_/g;
print "squeezed: $squeezed\n";
print "upper: ", join("", $text =~ /\p{Lu}/g), "\n";
print "digits: ", join("", $text =~ /\pN/g), "\n";
print "not letters: ", scalar(() = $text =~ /\P{L}/g), "\n";
print "caret: ", ("5" =~ /\p{^Digit}/ ? 1 : 0), ("x" =~ /\p{^Digit}/ ? 1 : 0), "\n";
print "spaces: ", ("\t\x{a0}\x{2003}" =~ /^\p{Blank}+$/ ? "yes" : "no"), "\n";
print "greek word: ", ("\x{3b1}\x{3b2}" =~ /^\p{IsGreek}+$/ ? "yes" : "no"), "\n";
print "loose: ", join(",", map { "A" =~ /\p{$_}/ ? 1 : 0 } "upper case letter", "Upper-Case_Letter", "GC=LU", "isupper"), "\n";

# Names perl does not know die as perl dies.
for my $bad ('Foo', 'IsFoo2x', 'Script=Klingon') {
    my $r = eval { "x" =~ /\p{$bad}/; 1 } ? "ok\n" : $@;
    print "$bad: $r";
}
