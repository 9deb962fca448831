use strict;
use warnings;

# m// with different delimiters, =~ and !~, default $_, return values.
my $s = "The quick brown fox jumps over the lazy dog";

print "slash: ",   ($s =~ /quick/   ? "yes" : "no"), "\n";
print "m{}: ",     ($s =~ m{brown}  ? "yes" : "no"), "\n";
print "m(): ",     ($s =~ m(fox)    ? "yes" : "no"), "\n";
print "m[]: ",     ($s =~ m[lazy]   ? "yes" : "no"), "\n";
print "m<>: ",     ($s =~ m<dog>    ? "yes" : "no"), "\n";
print "m!!: ",     ($s =~ m!over!   ? "yes" : "no"), "\n";
print "m,,: ",     ($s =~ m,jumps,  ? "yes" : "no"), "\n";
print "m##: ",     ($s =~ m#cat#    ? "yes" : "no"), "\n";
print "m||: ",     ($s =~ m|/|      ? "yes" : "no"), "\n";

my $path = "/usr/local/bin/perl";
print "path has /local/: ", ($path =~ m{/local/} ? 1 : 0), "\n";
print "escaped slash: ", ($path =~ /\/bin\// ? 1 : 0), "\n";

print "not cat: ", ($s !~ /cat/ ? "true" : "false"), "\n";
print "not dog: ", ($s !~ /dog/ ? "true" : "false"), "\n";

# Return value of a match in scalar context: 1 or "" (not 0).
my $r1 = ($s =~ /fox/);
my $r2 = ($s =~ /wolf/);
print "match true value: '$r1'\n";
print "match false value: '$r2' length ", length($r2), " defined ", (defined $r2 ? 1 : 0), "\n";
my $r3 = ($s !~ /wolf/);
print "!~ true value: '$r3'\n";

# List context without groups returns (1) on success, () on failure.
my @l1 = ($s =~ /fox/);
my @l2 = ($s =~ /wolf/);
print "list success: (@l1) count ", scalar(@l1), "\n";
print "list failure: count ", scalar(@l2), "\n";

# Default $_.
for (qw(apple banana cherry date)) {
    if (/an/) { print "$_ contains 'an'\n" }
    elsif (m{e$}) { print "$_ ends with e\n" }
    else { print "$_ : neither\n" }
}
$_ = "default topic";
print "topic matches\n" if /topic/;
print "topic lacks xyz\n" unless /xyz/;
my $count = grep { /a/ } qw(a b ab ba c);
print "grep count with a: $count\n";

# Matching against an expression, not just a variable.
print "concat match: ", (("foo" . "bar") =~ /obar/ ? "ok" : "no"), "\n";
print "number match: ", (12345 =~ /^\d+$/ ? "digits" : "other"), "\n";
print "sub result: ", (lc("HELLO") =~ /^hello$/ ? "lc ok" : "lc no"), "\n";
# Case sensitivity default.
print "case: ", ("Perl" =~ /perl/ ? "match" : "no match"), "\n";
