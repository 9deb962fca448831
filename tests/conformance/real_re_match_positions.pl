use strict;
use warnings;

# Position arithmetic with @- / @+ / pos(), $+ and $^N, nested captures,
# and re-scanning from a moved pos().

my $s = 'key1=val1; key2 = "quoted; value" ;key3=  v3 ;; empty= ;';

while ($s =~ /(\w+)\s*=\s*("([^"]*)"|[^;]*?)\s*(?:;|$)/g) {
    my $val = defined $3 ? $3 : $2;
    printf "%-5s [%s] whole=%d..%d key=%d..%d val=%d..%d pos=%d last=%s\n",
        $1, $val, $-[0], $+[0], $-[1], $+[1], $-[2], $+[2], pos($s), $+ // 'undef';
}

my $str = 'aaa bbb ccc ddd eee';
my @found;
while ($str =~ /(\w+)/g) {
    push @found, "$1\@" . ($-[1]);
    pos($str) += 2 if $1 eq 'bbb';
}
print "skip: @found\n";

my $dna = 'ATGCGATACGCTTGATAGCATGAAATAG';
my @orfs;
while ($dna =~ /ATG/g) {
    my $start = $-[0];
    my $p = pos $dna;
    pos($dna) = $start;
    if ($dna =~ /\G((?:[ACGT]{3})*?)(TAA|TAG|TGA)/g) {
        push @orfs, sprintf '%d-%d:%s+%s', $start, $+[0], $1, $2;
    }
    pos($dna) = $p;
}
print "orfs: @orfs\n";

if ('2024-03-15T08:30:00Z' =~ /^((\d{4})-(\d\d)-(\d\d))T((\d\d):(\d\d)(?::(\d\d))?)(Z|[+-]\d\d:\d\d)?$/) {
    print "date=$1 y=$2 m=$3 d=$4 time=$5 h=$6 mi=$7 s=$8 tz=$9\n";
    print "n captures: ", scalar(@-) - 1, ", last paren: $+, last closed: $^N\n";
    print "offsets: ", join(',', map { "$-[$_]-$+[$_]" } 0 .. $#-), "\n";
    print "prematch len ", length($`), ", postmatch '", $', "'\n";
}

if ('foo=bar' =~ /(\w+)(?:=(x))?|(=)/) { print "alt: 1=$1 last=", ($+ // 'undef'), " ^N=$^N count=", scalar(@+), "\n" }

my $text = 'one two  three   four';
my @gaps;
while ($text =~ /\s+/g) { push @gaps, [$-[0], $+[0] - $-[0]] }
print 'gaps: ', join(' ', map { "$_->[0]/$_->[1]" } @gaps), "\n";
my $last_end = 0;
my @words;
for my $g (@gaps, [length $text, 0]) {
    push @words, substr($text, $last_end, $g->[0] - $last_end);
    $last_end = $g->[0] + $g->[1];
}
print 'words: ', join('|', @words), "\n";

my $x = 'abcabcabc';
$x =~ /b/g; my $p1 = pos $x;
$x =~ /zzz/g; my $p2 = pos $x;
$x =~ /b/g; my $p3 = pos $x;
$x =~ /c/gc; $x =~ /zzz/gc; my $p4 = pos $x;
printf "pos: %d %s %d %d\n", $p1, defined $p2 ? $p2 : 'undef', $p3, $p4;
