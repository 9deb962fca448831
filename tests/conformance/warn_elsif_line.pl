# A warning in an elsif condition names the elsif's line (perl wraps each elsif
# condition in a statement of its own); a %SIG entry for a signal that does not exist
# warns "No such signal".
use warnings;
my $u;
if (0) {
    print "a\n";
}
elsif ($u == 1) {
    print "b\n";
}
elsif ($u eq "x") {
    print "c\n";
}
$SIG{FOO} = sub { };
my $x = $SIG{BAR};
