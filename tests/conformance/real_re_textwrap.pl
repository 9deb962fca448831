use strict;
use warnings;

# Sentence splitting with lookbehind, word wrapping with s///g, justification
# and column layout with sprintf, tr counting.

my $text = <<'TXT';
Dr. Smith arrived at 3 p.m. on Jan. 5th. He said: "It works!" Then he left...
Was it Mr. Jones?  No -- it was Mrs. O'Neil, e.g. the one from the U.S. office.
Prices rose 2.5% in Q1. Nobody   noticed.   The end.
TXT

(my $flat = $text) =~ s/\s+/ /g;
$flat =~ s/^ | $//g;

my @abbr = qw(Dr Mr Mrs Jan e\.g U\.S p\.m);
my $abbr = join '|', @abbr;
my @sentences = split /(?<=[.!?]["']?)(?<!\b(?:$abbr)\.)\s+(?=["A-Z])/, $flat;
printf "%2d: %s\n", $_ + 1, $sentences[$_] for 0 .. $#sentences;

sub wrap {
    my ($s, $w) = @_;
    $s =~ s/(.{1,$w})(?:\s+|$)/$1\n/g;
    return $s;
}

sub justify {
    my ($line, $w) = @_;
    my @words = split ' ', $line;
    return $line if @words < 2;
    my $gaps = @words - 1;
    my $spaces = $w - length join '', @words;
    my $out = '';
    for my $i (0 .. $#words) {
        $out .= $words[$i];
        last if $i == $#words;
        my $n = int($spaces / $gaps) + ($i < $spaces % $gaps ? 1 : 0);
        $out .= ' ' x $n;
    }
    return $out;
}

for my $w (28, 40) {
    print '=' x $w, "\n";
    my @lines = split /\n/, wrap($flat, $w);
    for my $i (0 .. $#lines) {
        my $l = $i == $#lines ? $lines[$i] : justify($lines[$i], $w);
        printf "%-${w}s|%3d\n", $l, length $lines[$i];
    }
}

my %cls;
$cls{vowels}  = ($flat =~ tr/aeiouAEIOU//);
$cls{upper}   = ($flat =~ tr/A-Z//);
$cls{digits}  = ($flat =~ tr/0-9//);
$cls{punct}   = ($flat =~ tr/.,!?;:"'-//);
$cls{spaces}  = ($flat =~ tr/ //);
print join(' ', map { "$_=$cls{$_}" } sort keys %cls), "\n";

my $rot = $sentences[0] =~ tr/A-Za-z/N-ZA-Mn-za-m/r;
print "rot13: $rot\n";
(my $squeezed = "bookkeeper  committee    aaa") =~ tr/a-z //s;
print "squeezed: $squeezed\n";
my $cnt = (my $del = "h-e-l-l-o w.o.r.l.d") =~ tr/-.//d;
print "deleted $cnt: $del\n";
