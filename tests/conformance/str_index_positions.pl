use strict;
use warnings;

# index and rindex with start positions, including negative and out-of-range ones.
my $s = "the cat sat on the mat";
print "index: ", index($s, "at"), " ", index($s, "the"), " ", index($s, "dog"), " ", index($s, ""), "\n";
print "rindex: ", rindex($s, "at"), " ", rindex($s, "the"), " ", rindex($s, "dog"), " ", rindex($s, ""), "\n";
print "index from: ", index($s, "at", 6), " ", index($s, "at", 20), " ", index($s, "at", 21), "\n";
print "rindex from: ", rindex($s, "at", 20), " ", rindex($s, "at", 19), " ", rindex($s, "at", 4), " ", rindex($s, "at", 0), "\n";
print "negative start: ", index($s, "the", -10), " ", rindex($s, "the", -1), "\n";
print "start past end: ", index($s, "mat", 100), " ", rindex($s, "mat", 100), " ", index($s, "", 100), " ", rindex($s, "", 100), "\n";
print "empty needle at position: ", index($s, "", 5), " ", rindex($s, "", 5), "\n";

# find every occurrence, forwards and backwards
my @fwd;
my $p = -1;
while (($p = index($s, "at", $p + 1)) != -1) { push @fwd, $p }
print "all forward: @fwd\n";
my @back;
$p = length $s;
while (($p = rindex($s, "at", $p - 1)) != -1) { push @back, $p; last if $p == 0 }
print "all backward: @back\n";

# overlapping matches
my $o = "aaaa";
my @over;
$p = -1;
while (($p = index($o, "aa", $p + 1)) != -1) { push @over, $p }
print "overlapping: @over\n";

# splitting a path with rindex and substr
my $path = "/usr/local/lib/perl5/File.pm";
my $slash = rindex($path, "/");
print "dir: ", substr($path, 0, $slash), " file: ", substr($path, $slash + 1), "\n";
my $dot = rindex($path, ".");
print "ext: ", substr($path, $dot + 1), "\n";
my $noext = "README";
print "no dot: ", rindex($noext, "."), "\n";

# case-sensitive; numbers are stringified
print "case: ", index("Hello", "h"), " ", index(lc "Hello", "h"), "\n";
print "numbers: ", index(123456, 34), " ", rindex(1e3, 0), "\n";

# counting occurrences with index
sub count_of { my ($hay, $needle) = @_; my ($n, $i) = (0, 0); while (($i = index($hay, $needle, $i)) >= 0) { $n++; $i += length $needle } return $n }
print "count 'the': ", count_of($s, "the"), ", count 'a': ", count_of($s, "a"), ", count 'xyz': ", count_of($s, "xyz"), "\n";

# index result used as a boolean needs a comparison with -1
for my $w (qw(cat the dog)) {
    print "$w at start: ", (index($s, $w) == 0 ? "yes" : "no"), ", contains: ", (index($s, $w) >= 0 ? "yes" : "no"), "\n";
}
