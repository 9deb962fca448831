use strict;
use warnings;

# tr/// and y///: character-by-character transliteration, returns a count.
my $s = "hello world";
(my $up = $s) =~ tr/a-z/A-Z/;
print "upper: $up\n";
(my $rot = $s) =~ tr/a-zA-Z/n-za-mN-ZA-M/;
print "rot13: $rot\n";
(my $back = $rot) =~ y/a-zA-Z/n-za-mN-ZA-M/;
print "rot13 twice: $back\n";

# Counting: a tr with an identical (or empty) replacement list counts without changing.
my $vowels = ($s =~ tr/aeiou//);
print "vowels in '$s': $vowels\n";
my $ls = ($s =~ tr/l/l/);
print "l count: $ls, string unchanged: $s\n";
my $dna = "AGCTTAGCTA";
my %count;
$count{A} = ($dna =~ tr/A//);
$count{C} = ($dna =~ tr/C//);
$count{G} = ($dna =~ tr/G//);
$count{T} = ($dna =~ tr/T//);
print join(" ", map { "$_=$count{$_}" } sort keys %count), "\n";

# Return value when nothing matches is 0 (a number, not "").
my $none = ($s =~ tr/xyz//);
print "no x/y/z: '$none'\n";

# Complement of DNA with tr and reverse.
my $rc = reverse $dna;
$rc =~ tr/ACGT/TGCA/;
print "reverse complement: $rc\n";

# Short replacement list: the last character is repeated.
(my $short = "abcdef") =~ tr/a-f/xy/;
print "short replacement: $short\n";

# Ranges of digits and punctuation, with escapes.
(my $digits = "phone: 555-0123") =~ tr/0-9/#/;
print "masked: $digits\n";
(my $dash = "a-b-c") =~ tr/\-/_/;
print "escaped dash: $dash\n";
(my $dash2 = "a-b-c") =~ tr/a-/A+/;
print "trailing dash literal: $dash2\n";
(my $tabs = "a\tb\tc") =~ tr/\t/ /;
print "tabs to spaces: $tabs\n";

# tr on $_ by default, on array elements and hash values.
$_ = "default";
tr/a-z/A-Z/;
print "topic: $_\n";
my @words = qw(one two three);
tr/a-z/A-Z/ for @words;
print "array: @words\n";
my %h = (k1 => "abc", k2 => "cab");
$h{$_} =~ tr/abc/123/ for keys %h;
print "hash: ", join(",", map { "$_=$h{$_}" } sort keys %h), "\n";

# Different delimiters.
(my $delim = "a/b/c") =~ tr{/}{\\};
print "braces delim: $delim\n";
(my $delim2 = "x.y.z") =~ y#.#:#;
print "hash delim: $delim2\n";

# tr does not interpolate variables: '$' is literal.
(my $lit = 'cost $x') =~ tr/$x/SX/;
print "no interpolation: $lit\n";

# Counting characters in a class on a longer text.
my $para = "The rain in Spain stays mainly in the plain.";
my $letters = ($para =~ tr/a-zA-Z//);
my $spaces  = ($para =~ tr/ //);
print "letters=$letters spaces=$spaces length=", length($para), "\n";
