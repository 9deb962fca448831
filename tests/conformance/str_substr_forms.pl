use strict;
use warnings;

# substr with 2 and 3 arguments, negative positions and lengths, past the end.
my $s = "Hello, World";
print "2-arg: [", substr($s, 7), "] [", substr($s, -5), "] [", substr($s, 0), "]\n";
print "3-arg: [", substr($s, 0, 5), "] [", substr($s, 7, 100), "] [", substr($s, -5, 3), "] [", substr($s, 3, 0), "]\n";
print "negative length: [", substr($s, 2, -3), "] [", substr($s, -6, -1), "]\n";
print "at the very end: [", substr($s, length $s), "]\n";

# substr in loops: reverse by characters, chunking
my $str = "abcdefghij";
my $rev = "";
$rev .= substr($str, $_, 1) for reverse 0 .. length($str) - 1;
print "reversed by substr: $rev\n";
my @chunks;
for (my $i = 0; $i < length $str; $i += 3) { push @chunks, substr($str, $i, 3) }
print "chunks of 3: @chunks\n";

# padding and truncation helpers
sub pad_right { my ($x, $w) = @_; return substr($x . (" " x $w), 0, $w) }
sub ellipsis { my ($x, $w) = @_; return length($x) > $w ? substr($x, 0, $w - 3) . "..." : $x }
print "[", pad_right("ab", 5), "] [", pad_right("abcdefg", 5), "] [", ellipsis("a long sentence here", 10), "] [", ellipsis("short", 10), "]\n";

# substr past the end: undef with a warning
my $past;
{
    local $SIG{__WARN__} = sub { print "warning: $_[0]" };
    $past = substr("abc", 5);
}
print "past end is ", (defined $past ? "defined" : "undef"), "\n";
print "exactly at end is ", (defined substr("abc", 3) ? "defined, empty" : "undef"), "\n";

# numbers become strings
print "substr of a number: ", substr(123456, 1, 3), " ", substr(3.14159, 0, 4), "\n";
