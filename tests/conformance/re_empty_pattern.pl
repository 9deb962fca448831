use strict;
use warnings;

# Perl quirk: an empty pattern // reuses the last *successfully* matched pattern.
my $s = "apple banana cherry";

if ($s =~ /an/) {
    print "first match ok\n";
}
# This // means /an/ now.
my @hits = $s =~ //g;
print "// after /an/ found ", scalar(@hits), " matches: @hits\n";

# A failed match does not change the remembered pattern.
$s =~ /zzz/;
print "after failed /zzz/, // still means /an/: ", ("banana" =~ // ? "match" : "no"), "\n";
print "and does not match 'cherry': ", ("cherry" =~ // ? "match" : "no"), "\n";

# s//.../ also reuses it.
"x1y" =~ /\d/;
(my $t = "a1b2c3") =~ s//#/g;
print "s//#/g after /\\d/: $t\n";

# The remembered pattern includes its captures.
"key=val" =~ /(\w+)=(\w+)/;
if ("left=right" =~ //) {
    print "captures through //: $1 $2\n";
}

# An empty pattern from an empty variable is also the last successful pattern.
my $empty = "";
"hello" =~ /l+/;
if ("yellow" =~ /$empty/) { print "empty variable reused /l+/: matched '$&'\n" }

# split // is the exception: it always splits into characters.
"abc" =~ /b/;
print "split // still chars: ", join("|", split //, "xyz"), "\n";

# (?:) is a genuinely empty pattern that always matches.
"abc" =~ /q|b/;
print "(?:) matches anything: ", ("" =~ /(?:)/ ? "yes" : "no"), ", match text '", $&, "'\n";
