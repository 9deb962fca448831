use strict;
use warnings;

# qr// objects: matching, interpolation, stringification, ref().
my $num = qr/\d+/;
my $word = qr/[a-z]+/i;
print "ref: ", ref($num), "\n";
print "stringified: $num and $word\n";
print "with flags: ", qr/x/msix, " ", qr/y/n, " ", qr/z/xx, "\n";
print "no flags: ", qr/plain/, "\n";

print "direct match: ", ("abc 123" =~ $num ? "yes $&" : "no"), "\n";
print "in slashes: ", ("abc 123" =~ /$num/ ? "yes $&" : "no"), "\n";

# Interpolating qr objects into larger patterns keeps their own flags.
my $pair = qr/($word)=($num)/;
print "pair: $pair\n";
if ("Width=80" =~ $pair) { print "key=$1 val=$2\n" }
if ("WIDTH=80" =~ /^$pair$/) { print "anchored outer: $1 $2\n" }
# The inner /i applies only inside the qr.
my $ci = qr/abc/i;
print "inner i: ", ("ABCdef" =~ /${ci}def/ ? "match" : "no"), "\n";
print "inner i not outer: ", ("ABCDEF" =~ /${ci}def/ ? "match" : "no"), "\n";

# Outer modifiers on a match using a qr.
my $plain = qr/hello/;
print "outer i ignored for qr part: ", ("HELLO" =~ /$plain/i ? "match" : "no"), "\n";

# An array of patterns, tried in order.
my @rules = (
    [ qr/^\d{4}-\d\d-\d\d$/, "date" ],
    [ qr/^\d+$/,             "integer" ],
    [ qr/^-?\d*\.\d+$/,      "decimal" ],
    [ qr/^[\w.]+@[\w.]+$/,   "email" ],
    [ qr/^\s*$/,             "blank" ],
);
for my $in ("2024-02-29", "42", "-0.5", "me\@host.org", "   ", "???") {
    my $kind = "unknown";
    for my $r (@rules) {
        if ($in =~ $r->[0]) { $kind = $r->[1]; last }
    }
    printf "%-12s %s\n", "'$in'", $kind;
}

# A hash of patterns as a dispatch table, with code refs.
my %dispatch = (
    add  => [ qr/^add (\d+) (\d+)$/,  sub { $_[0] + $_[1] } ],
    neg  => [ qr/^neg (\d+)$/,        sub { -$_[0] } ],
    echo => [ qr/^echo (.*)$/,        sub { "<$_[0]>" } ],
);
for my $cmd ("add 2 40", "neg 7", "echo hi there", "mul 2 3") {
    my $out = "no handler";
    for my $name (sort keys %dispatch) {
        my ($re, $code) = @{ $dispatch{$name} };
        if (my @args = $cmd =~ $re) { $out = "$name -> " . $code->(@args); last }
    }
    print "$cmd: $out\n";
}

# Building a combined alternation from a list of qr objects.
my @kw = map { qr/\Q$_\E/ } qw(if else while);
my $any = join "|", @kw;
my $kw_re = qr/\b(?:$any)\b/;
my @found = "if x else y; while z; elsewhere" =~ /($kw_re)/g;
print "keywords: @found\n";

# qr objects compare as strings and can be hash keys.
my %seen = ($num => "number pattern");
print "hash key: ", join(",", keys %seen), " => $seen{$num}\n";
print "same source equal: ", (qr/a+/ eq qr/a+/ ? "yes" : "no"), "\n";

# qr with captures used in list context and /g.
my $kv = qr/(\w+)=(\w+)/;
my %h = "a=1 b=2 c=3" =~ /$kv/g;
print "from qr /g: ", join(" ", map { "$_$h{$_}" } sort keys %h), "\n";
