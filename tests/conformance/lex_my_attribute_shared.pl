# :shared on my/our/state does nothing without threads; a conditional's colon
# after a my is no attribute list.
use feature 'state';
my $x :shared = 1;
my ($p, $q) :shared = (1, 2);
my @a : shared = (3, 4);
my %h :shared = (k => 5);
our $o :shared = 6;
state $s :shared = 7;
my $e : = 8;
my $t = 1 ? my $u : 2;
print "$x $p $q @a $h{k} $o $s $e ", defined $t ? "def" : "undef", "\n";
sub f { my $v :Bogus = print("rhs first\n"); }
eval { f() };
print "E: $@";
eval { my (@l, $m) :Bogus :Foo(bar); };
print "E: $@";
my $w :shared :Bogus = 1;
print "not reached\n";
