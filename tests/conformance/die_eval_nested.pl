use strict;
use warnings;

# die unwinds through nested sub calls to the innermost eval; @_ and the
# recursion bookkeeping of the interrupted subs are restored.
sub level3 { my ($n) = @_; die "deep failure at depth $n\n" if $n == 3; return "level3($n)" }
sub level2 { my ($n) = @_; return level3($n) . "+2" }
sub level1 { my ($n) = @_; my $r = level2($n); return "$r+1 (args: @_)" }

for my $n (1 .. 4) {
    my $r = eval { level1($n) };
    print defined $r ? "ok: $r\n" : "failed: $@";
}

sub count_down {
    my ($n) = @_;
    die "bottom\n" if $n == 0;
    return count_down($n - 1);
}
for my $depth (1, 10, 200) {
    eval { count_down($depth) };
    print "depth $depth: $@";
}

my @results;
for my $x (5, 0, -2) {
    my $q = eval { 10 / $x };
    push @results, defined $q ? $q : "error";
    print "error for $x: $@" if $@;
}
print "results: @results\n";

my $outer = eval {
    my $inner = eval { die "inner\n"; 1 };
    print "inner returned ", (defined $inner ? $inner : "undef"), ", \$@ = $@";
    "outer value";
};
print "outer: $outer, \$@ = [$@]\n";

sub ret_from_eval {
    my $v = eval { return "from eval"; "not reached" };
    return "sub continues after eval: $v";
}
print ret_from_eval(), "\n";

my $ok = eval { die "with a number " . (6 * 7) . "\n" } || "eval gave false";
print "$ok; \$@ = $@";
eval { die "no newline" };
print "message: $@";
eval { my @a = (1, 2); my $t = $a[5] + 1; };
print "after warning: [$@]\n";
die "final death\n" if 0;
print "end\n";
