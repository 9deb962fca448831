use strict;
use warnings;

# map and grep alias $_ to the elements: modifying $_ changes the source.
my @a = (1, 2, 3);
$_ *= 2 for @a;
print "for modifier: @a\n";
my @b = map { $_ *= 10 } @a;
print "map modified source: @a; result @b\n";
my @c = grep { $_++ > 30 } @a;
print "grep modified source: @a; kept @c\n";

# copying first avoids the modification
my @words = qw(apple Banana cherry);
my @upper = map { my $w = $_; $w =~ tr/a-z/A-Z/; $w } @words;
print "copied: @words -> @upper\n";
my @r = map { s/a/A/gr } @words;
print "with /r: @words -> @r\n";
s/e/E/g for @words;
print "in place: @words\n";

# map returning several, zero or one values per element
my @pairs = map { ($_, $_ * $_) } 1 .. 4;
print "pairs: @pairs\n";
my @evens_doubled = map { $_ % 2 ? () : $_ * 2 } 1 .. 10;
print "filtering map: @evens_doubled\n";
my %h = map { $_ => length } qw(one three fifteen);
print "hash from map: ", join(",", map { "$_=$h{$_}" } sort keys %h), "\n";
my %sq = map { ($_, $_ ** 2) } 1 .. 3;
print "parens form: ", join(",", map { "$_=$sq{$_}" } sort keys %sq), "\n";
my @nested = map { [$_, $_ + 1] } 1 .. 3;
print "refs: ", join(" ", map { "@$_" } @nested), "\n";
my @flat = map { @$_ } @nested;
print "flattened: @flat\n";

# expression forms
my @lens = map length, qw(a bb ccc);
my @big = grep $_ > 1, @lens;
my @neg = map -$_, 1 .. 3;
print "expression forms: @lens | @big | @neg\n";

# grep in scalar context counts; map in scalar context counts results
my $n = grep { /a/ } qw(cat dog bat rat eel);
my $m = map { ($_) x $_ } 1 .. 4;
print "grep count: $n, map count: $m\n";

# grep with regex and with a complex condition
my @files = qw(a.pl b.txt c.pl d.PL e.pm);
print "perl files: @{[ grep { /\.pl$/i } @files ]}\n";
print "not txt: @{[ grep { !/\.txt$/ } @files ]}\n";
my @idx = grep { $files[$_] =~ /^[bd]/ } 0 .. $#files;
print "indices: @idx\n";

# nested map/grep with their own $_
my @matrix = ([1, 2, 3], [4, 5, 6], [7, 8, 9]);
my @evens_per_row = map { scalar(grep { $_ % 2 == 0 } @$_) } @matrix;
print "evens per row: @evens_per_row\n";
my @cross = map { my $x = $_; map { "$x$_" } qw(a b) } 1 .. 3;
print "cross: @cross\n";

# $_ is restored after map/grep
$_ = "outer";
my @t = map { uc } qw(x y);
print "after map: $_ (@t)\n";

# modifying hash values through map aliasing
my %stock = (a => 1, b => 2);
map { $_ += 100 } values %stock;
print "values aliased: ", join(",", map { "$_=$stock{$_}" } sort keys %stock), "\n";

# map over a literal list: $_ is read-only
my $ok = eval { my @x = map { $_++ } (1, 2); 1 };
print "literal list: ", ($ok ? "ok\n" : $@);
