use strict;
use warnings;

# The range operator in scalar context is a flip-flop with hidden per-op state.
my @out;
for my $x (1 .. 10) { push @out, $x if ($x == 3) .. ($x == 5) }
print "two-dot: @out\n";

my @lines = ("header", "BEGIN", "a", "b", "END", "junk", "BEGIN", "c", "END", "tail");
my @inside = grep { /^BEGIN$/ .. /^END$/ } @lines;
print "sections with markers: @inside\n";
my @body = grep { my $r = /^BEGIN$/ .. /^END$/; $r && $r != 1 && $r !~ /E0$/ } @lines;
print "sections without markers: @body\n";

my @seq;
for (@lines) {
    my $r = /^BEGIN$/ .. /^END$/;
    push @seq, $r eq "" ? "-" : $r;
}
print "sequence numbers: @seq\n";

# three dots: the right side is not tested on the same element that made the left true
my @same = grep { /b/ .. /b|d/ } qw(a b c d e);
my @three = grep { /b/ ... /b|d/ } qw(a b c d e);
print "two dots: @same; three dots: @three\n";

# each flip-flop op has its own state, kept across calls of the enclosing sub
sub between { my ($v) = @_; return ($v eq "start") .. ($v eq "stop") ? 1 : 0 }
print "state across calls: ", join("", map { between($_) } qw(x start y stop z start w)), "\n";
