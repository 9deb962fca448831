use strict;
use warnings;

sub show_pos { my $p = pos($_[0]); return defined $p ? $p : "undef" }

# /gc keeps pos when a match fails.
my $s = "abc123";
$s =~ /[a-z]+/gc;
print "after letters: ", show_pos($s), "\n";
$s =~ /[a-z]+/gc;
print "failed /gc keeps pos: ", show_pos($s), "\n";
$s =~ /[a-z]+/g;
print "failed /g resets pos: ", show_pos($s), "\n";

# \G anchors at pos(); without /g, \G still uses pos().
my $t = "aaabbb";
$t =~ /a+/g;
print "pos after a+: ", pos($t), "\n";
print "\\Gb matches: ", ($t =~ /\Gb/ ? "yes" : "no"), "\n";
print "\\Ga matches: ", ($t =~ /\Ga/ ? "yes" : "no"), "\n";
print "\\Gb+ with /g from pos 3: ", ($t =~ /\Gb+/g ? "yes, $&" : "no"), "\n";

# \G without pos means start of string.
my $u = "xyz";
print "\\Gx on fresh string: ", ($u =~ /\Gx/ ? "yes" : "no"), "\n";
print "\\Gy on fresh string: ", ($u =~ /\Gy/ ? "yes" : "no"), "\n";

# Contrast: /g alone skips ahead, \G forbids skipping.
my $v = "1,2,,3";
my @skip = $v =~ /(\d)/g;
print "skip: @skip\n";
my @contig;
while ($v =~ /\G(\d),?/g) { push @contig, $1 }
print "contiguous from start: @contig (stopped at ", show_pos($v), ")\n";

# A small lexer: try alternatives in order at the current position.
my $src = "let x = 42 + y1;";
my @tokens;
pos($src) = 0;
while (pos($src) < length $src) {
    if    ($src =~ /\G\s+/gc)            { next }
    elsif ($src =~ /\G(let|if|else)\b/gc) { push @tokens, "KW($1)" }
    elsif ($src =~ /\G([a-z]\w*)/gc)      { push @tokens, "ID($1)" }
    elsif ($src =~ /\G(\d+)/gc)          { push @tokens, "NUM($1)" }
    elsif ($src =~ /\G([=+;])/gc)         { push @tokens, "OP($1)" }
    else { die "lex error at " . pos($src) . "\n" }
}
print join(" ", @tokens), "\n";

# Lexer error path: /gc leaves pos at the offending character.
my $bad = "ab#cd";
$bad =~ /\G[a-z]+/gc;
if ($bad !~ /\G[a-z]+/gc) {
    printf "stuck at %d on '%s'\n", pos($bad), substr($bad, pos($bad), 1);
}

# \G in the middle of a pattern with a lookbehind-like check.
my $w = "key: value";
$w =~ /key/g;
if ($w =~ /\G:\s*(\w+)/g) { print "value after key: $1\n" }

# /gc in list context? pos is reset by list /g regardless.
my $x = "a1a2";
$x =~ /a/g;
my @rest = $x =~ /\G(\d)a?/gc;
print "list /gc from pos 1: @rest, pos now ", show_pos($x), "\n";

# Parsing "name=value" pairs separated by ';' strictly with \G.
my $cfg = "a=1;bb=22;ccc=333";
my %kv;
while ($cfg =~ /\G(\w+)=(\w+)(?:;|$)/gc) { $kv{$1} = $2 }
print join(",", map { "$_:$kv{$_}" } sort keys %kv), " end=", show_pos($cfg), "\n";
