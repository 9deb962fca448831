# goto's run-time errors: no such label, no label at all, into a foreach loop, out of a
# sort block or a List::Util block.
use List::Util qw(first);
eval { goto NOPE; };
print "1: $@";
my $r = [];
eval { goto $r };
print "2: ", $@ =~ s/0x[0-9a-f]+/ADDR/r;
my $g = eval { first { goto OUT } 1 };
print "3: $@";
OUT:
my @s = eval { sort { goto OUT2; $a <=> $b } 2, 1 };
print "4: $@";
OUT2:
my $lab = "OUT2";
@s = eval { sort { goto $lab; $a <=> $b } 2, 1 };
print "5: $@";
sub f { my $x = shift; goto $x }
eval { f("NOWHERE") };
print "6: $@";
my $undef;
eval { goto $undef };
print "7: $@";
eval { goto INTO };
print "8: $@";
for my $x (1, 2) {
  INTO: print "in $x\n";
}
goto FINAL;
print "not reached\n";
for my $y (1) {
  FINAL: print "never\n";
}
