use strict;
use warnings;

# Validation with die, with and without a trailing newline, and run-time
# regex compilation errors caught by eval.

sub parse_version {
    my ($v) = @_;
    die "empty version\n" unless length $v;
    $v =~ /^(\d+)\.(\d+)(?:\.(\d+))?$/ or die "bad version '$v'";
    return sprintf "%d.%03d%03d", $1, $2, $3 // 0;
}

for my $v ("1.2.3", "5.36", "", "1.x", "10.20.30") {
    my $r = eval { parse_version($v) };
    if (defined $r) {
        print "$v -> $r\n";
    } else {
        print "error: $@";
    }
}

# Invalid patterns built at run time die with a regex error message.
for my $p ("a(b", "a)b", "[a-", "*x", "(?<n>x)\\k<m>", "x++y", "ok|fine") {
    my $res = eval { "xxokyy" =~ /$p/ ? "matched" : "no match" };
    if (defined $res) {
        print "pattern '$p': $res\n";
    } else {
        my $err = $@;
        $err =~ s/ at \S+ line \d+\.\n\z//;
        print "pattern '$p': error: $err\n";
    }
}

# The full message includes the location of the match.
my $bad = "(";
eval { "x" =~ $bad };
print "full message: $@";

# die inside a s///e replacement propagates out of the substitution.
my $text = "a=1 b=oops c=3";
my $ok = eval {
    $text =~ s{(\w)=(\w+)}{
        my ($k, $v) = ($1, $2);
        $v =~ /^\d+$/ ? "$k:$v" : die "not a number: $v\n";
    }ge;
    1;
};
print "s///e died: ", ($ok ? "no" : "yes, $@");
print "text unchanged after die: $text\n";

# $@ is cleared by a successful eval; captures from inside eval are restored.
"outer 1" =~ /(\d)/;
eval { "inner 2" =~ /(\d)/; 1 } and print "eval ok, \$\@ empty: ", ($@ eq "" ? "yes" : "no"), ", \$1 = $1\n";

# Uncaught die at the end: message with no newline gets the location added.
my $final = "version: ?";
$final =~ /version: (\d+)/ or die "no version number in '$final'";
print "not reached\n";
