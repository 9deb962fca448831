use strict;
use warnings;

# Character statistics and transformations with tr/// (ranges, classes,
# complement, delete, squeeze, return values, /r), y///, and sprintf tables.

my @samples = (
    'Hello, World! 123',
    "Tabs\tand\nnewlines\r\n",
    'AAAbbbCCC---___   ...',
    'The Quick Brown Fox Jumps Over The Lazy Dog 0123456789',
    '',
);

printf "%-4s %5s %5s %5s %5s %5s %5s\n", '#', 'len', 'upper', 'lower', 'digit', 'space', 'other';
for my $i (0 .. $#samples) {
    my $s = $samples[$i];
    my $u = ($s =~ tr/A-Z//);
    my $l = ($s =~ tr/a-z//);
    my $d = ($s =~ tr/0-9//);
    my $w = ($s =~ tr/ \t\n\r//);
    my $o = ($s =~ tr/A-Za-z0-9 \t\n\r//c);
    printf "%-4d %5d %5d %5d %5d %5d %5d\n", $i, length $s, $u, $l, $d, $w, $o;
}

my $dna = 'ATGCGTTAACGGCTAGCATCGAT';
(my $comp = reverse $dna) =~ tr/ACGT/TGCA/;
my %base;
$base{$_} = () = $dna =~ /$_/g for qw(A C G T);
print "bases: ", join(" ", map { "$_=$base{$_}" } sort keys %base), "\n";
print "revcomp: $comp\n";
printf "GC content: %.1f%%\n", 100 * ($dna =~ tr/GC//) / length $dna;

my $str = 'Mississippi river banks';
print "squeeze: ", ($str =~ tr/a-z//sr), "\n";
print "dedupe s+p: ", ($str =~ tr/sp//sr), "\n";
print "delete vowels: ", ($str =~ tr/aeiou//dr), "\n";
print "keep letters only: ", ($str =~ tr/a-zA-Z//cdr), "\n";
print "nonletters to _: ", ($str =~ tr/a-zA-Z/_/cr), "\n";
print "shift: ", ($str =~ tr/a-y/b-z/r), "\n";
print "short repl: ", ($str =~ tr/a-z/A-C/r), "\n";
print "short delete: ", ($str =~ tr/a-z/A-C/dr), "\n";
(my $y = $str) =~ y/ /-/;
print "y: $y\n";
my $ranges = 'a-b\\c';
(my $esc = $ranges) =~ tr/\-\\/+|/;
print "escapes: $esc\n";
my @list = ('x1y2', 'abc', '9z9');
my @digits = map { tr/0-9// } @list;
print "digit counts: @digits\n";
tr/a-z/A-Z/ for @list;
print "upper in place: @list\n";
my $hex = 'deadBEEF';
(my $hx = $hex) =~ tr/a-fA-F0-9/A-FA-F0-9/;
print "hex norm: $hx\n";
my $bits = sprintf '%b', 0xA5;
my $ones = ($bits =~ tr/1//);
(my $inv = $bits) =~ tr/01/10/;
printf "bits %s ones %d inverted %s = %d\n", $bits, $ones, $inv, oct "0b$inv";
my $count_ranges = ($str =~ tr/i-p//);
print "i-p count: $count_ranges\n";
