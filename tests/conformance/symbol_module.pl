# Symbol: gensym, qualify, qualify_to_ref; undef *NAME empties the glob.
use Symbol qw(gensym qualify qualify_to_ref);
my $s = gensym;
print ref($s), "\n";
print qualify("foo"), " ", qualify("foo", "Bar"), " ", qualify("STDOUT"), " ", qualify("Baz::x"), "\n";
our $x = 5; sub f { 1 }
undef *x;
print defined $x ? "def\n" : "undef\n";
print defined &f ? "f\n" : "no f\n";
my $r = qualify_to_ref("h", "Q");
print ref($r), " ", *{$r}, "\n";
