use strict;
use warnings;

# Strings in numeric context, comparisons that disagree, and truthiness of strings.
print "whitespace is fine: ", " 12 " + 0, "|", "\n12\n" + 0, "|", "12\n" + 0, "|", "\t3.5\t" * 2, "\n";
print "forms: ", join(" ", "1e3" + 0, "1E-2" + 0, ".5" + 0, "5." + 0, "+7" + 0, "-0.0" + 0, "0 but true" + 5, "00012" + 0), "\n";
print "inf and nan strings: ", join(" ", "inf" + 0, "-Inf" + 0, "Infinity" + 0, "nan" + 0, "NaN" * 0, "1e400" + 0), "\n";

print "numeric vs string equality:\n";
for my $pair (["10", "10.0"], ["1.0", 1], ["abc", "ABC"], ["1e1", "10"], [" 5", "5"], ["0.0", "0"], ["-0", "0"]) {
    my ($l, $r) = @$pair;
    no warnings 'numeric';
    printf "  %-7s %-7s == %-3s eq %s\n", "'$l'", "'$r'", ($l == $r ? "yes" : "no"), ($l eq $r ? "yes" : "no");
}
print "ordering: ", ("2" > "10" ? "2>10" : "2<=10"), " but ", ("2" gt "10" ? "'2' gt '10'" : "'2' le '10'"), "\n";
print "spaceship vs cmp: ", join(" ", 2 <=> 10, "2" cmp "10", "abc" cmp "abd", "b" cmp "a", 5 <=> 5, "a" cmp "a"), "\n";
print "number stringifies first for eq: ", (1.0 eq "1" ? "1.0 eq '1'" : "no"), ", ", (1.10 eq "1.1" ? "1.10 eq '1.1'" : "no"), ", ", (0.1 + 0.2 eq "0.3" ? "0.1+0.2 eq '0.3'" : "no"), "\n";

print "truthiness:\n";
for my $v ("0", "0.0", "00", "", "0E0", " ", "-0", "0 but true", "a", "\n", 0, 0.0, -0.0, 1) {
    (my $shown = $v) =~ s/\n/\\n/;
    printf "  [%s] %s\n", $shown, ($v ? "true" : "false");
}
print "undef is ", (undef() ? "true" : "false"), ", empty list in scalar is ", (scalar(() = ()) ? "true" : "false"), "\n";

print "boolean values: [", 1 == 2, "] [", !1, "] [", !1 + 0, "] [", !0, "] [", !!"a", "] [", defined(!1) ? "defined" : "undef", "]\n";
my $false = !1;
print "false in numeric context without warning: ", $false + 5, ", length of false: ", length($false), "\n";

# sorting mixed numeric strings
my @mixed = qw(10 9 2 33 1.5 -4 007);
print "string sort: @{[ sort @mixed ]}\n";
print "numeric sort: @{[ sort { $a <=> $b } @mixed ]}\n";

# numeric strings keep their text until used as numbers
my $n = "007";
my $m = $n + 0;
print "text kept: $n, number: $m, after arithmetic the text is still: $n\n";
my $f = "3.140";
print "float text: $f, as number: ", $f + 0, ", compared: ", ($f == 3.14 ? "==" : "!="), ", ", ($f eq 3.14 ? "eq" : "ne"), "\n";

# unary minus on strings
print "unary minus: ", join(" ", -"foo", -"-bar", -"10", -"-10", -"+x", -"1e3"), "\n";
