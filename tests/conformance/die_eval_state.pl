use strict;
use warnings;

# $@ through nested evals: set on failure, cleared on success, values of eval itself.
my $r = eval { 42 };
print "success: r=$r, \$\@='$@'\n";
$r = eval { die "fail\n"; 1 };
print "failure: r=", (defined $r ? $r : "undef"), ", \$\@='", ($@ =~ s/\n/\\n/r), "'\n";
my @l = eval { (1, 2, 3) };
print "list value: @l\n";
@l = eval { die "x\n" };
print "list on failure: ", scalar(@l), " elements\n";

eval { die "first\n" };
eval { 1 };
print "cleared by a later successful eval: '", $@, "'\n";

# nested: inner failure caught, outer continues
my $out = eval {
    my $inner = eval { die "inner problem\n" };
    my $saw = $@;
    "outer finished after '" . ($saw =~ s/\n//r) . "'";
};
print "$out; \$\@ after outer: '$@'\n";

# nested: inner error rethrown with context
eval {
    eval { die "disk full\n" };
    die "saving failed: $@" if $@;
};
print "wrapped: $@";

# an eval inside a loop, collecting errors
my @errors;
for my $d (2, 0, 5, 0) {
    my $q = eval { 10 / $d };
    push @errors, $@ ? "d=$d: " . ($@ =~ s/ at .*//sr) : "d=$d ok $q";
}
print join("; ", @errors), "\n";

# the pattern: eval { ...; 1 } or do { ... }
sub risky { my $n = shift; die "too big: $n\n" if $n > 3; return $n * 2 }
for my $n (1, 5) {
    my $res;
    eval { $res = risky($n); 1 } or do { my $e = $@; chomp $e; $res = "error ($e)" };
    print "risky($n) -> $res\n";
}

# $@ inside a sub called from a successful eval still reflects earlier failures until reset
eval { die "old\n" };
sub look { return "sub sees: " . ($@ eq "" ? "empty" : $@ =~ s/\n//r) }
my $seen = eval { look() };
print "$seen; after: '", $@, "'\n";

# deep nesting
my $depth = 0;
sub nest { my $n = shift; return eval { $depth++; die "bottom\n" if $n == 0; nest($n - 1) } // "caught at depth " . ($n) . ": $@" }
my $res = nest(5);
chomp $res;
print "$res (entered $depth evals)\n";

# die with an empty string and with undef: the default message
eval { die "" };
print "empty die: $@";
eval { die undef };
print "undef die: $@";
