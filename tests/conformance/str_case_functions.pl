use strict;
use warnings;

# lc, uc, lcfirst, ucfirst and the \U \L \u \l \Q \E escapes.
my @words = ("hello", "WORLD", "mIxEd CaSe", "", "123abc", "a", "ALREADY upper", "straße");
for my $w (@words) {
    printf "%-15s uc=%-15s lc=%-15s ucfirst=%-15s lcfirst=%s\n", "[$w]", uc $w, lc $w, ucfirst $w, lcfirst $w;
}

my $name = "jOHN smith";
print "capitalised: ", join(" ", map { ucfirst lc } split / /, $name), "\n";
print "escapes: \U$name\E | \L$name\E | \u\L$name\E | \l\U$name\E\n";
print "partial: \Uupper\E then lower \LMIXED Part\E done\n";
print "ucfirst escape on each: \u$words[0] \u$words[2]\n";

my $text = "a.b*c";
print "quotemeta: \Q$text\E and ", quotemeta("1+1=2?"), "\n";

# case-insensitive comparison and sorting
my @names = qw(bob Alice carol Dave alice);
print "sorted ci: ", join(" ", sort { lc $a cmp lc $b or $a cmp $b } @names), "\n";
print "equal ignoring case: ", (lc("HeLLo") eq lc("hEllO") ? "yes" : "no"), "\n";

# case functions on $_ by default
my @out;
for (qw(one Two)) { push @out, uc, ucfirst, lc }
print "defaults: @out\n";

# chaining
my $title = "the lord of the rings";
my %small = map { $_ => 1 } qw(of the a an);
my @t = split / /, $title;
my $i = 0;
my $titled = join " ", map { ($i++ == 0 || !$small{$_}) ? ucfirst : $_ } @t;
print "title case: $titled\n";
print "snake to camel: ", join("", map { ucfirst } split /_/, "make_it_camel_case"), "\n";
my $camel = "someVariableName";
(my $snake = $camel) =~ s/([A-Z])/_\l$1/g;
print "camel to snake: $snake\n";

# numbers are stringified first
print "numbers: ", uc(1e3), " ", lc(0x1F), " ", ucfirst(-5), "\n";

# only ASCII letters change in a byte string
my $bytes = "caf\xe9";
print "byte string uc length: ", length(uc $bytes), ", last byte unchanged: ", (ord(substr(uc $bytes, -1)) == 0xe9 ? "yes" : "no"), "\n";
