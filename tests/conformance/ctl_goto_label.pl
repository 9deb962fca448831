# goto LABEL: forward and backward, in a sub and at file scope, out of nested for/while/if
# blocks; the blocks left clear their my variables (DESTROY shows when) and restore
# their locals.
use strict;
use warnings;

package Guard;
sub new { my ($class, $name) = @_; return bless { name => $name }, $class }
sub DESTROY { print "  destroy $_[0]{name}\n" }

package main;

our $g = "outer";

sub search {
    my $rounds = shift;
    my $count  = 0;
  AGAIN:
    $count++;
    print "search: round $count, g=$g\n";
    for my $i (1 .. 3) {
        my $guard = Guard->new("for $i");
        local $g = "in for $i";
        while (1) {
            my $w = Guard->new("while $i");
            if ($i == 2) {
                my $inner = Guard->new("if $i");
                local $g = "in if";
                goto AGAIN if $count < $rounds;
                goto DONE;
            }
            last;
        }
        print "after while $i, g=$g\n";
    }
    print "not reached\n";
  DONE:
    print "done: count=$count g=$g\n";
    return $count;
}
print "result ", search(2), "\n";
print "g=$g\n";

# File scope: backward out of a bare block, forward over statements.
my $k = 0;
TOP: $k++;
{
    my $guard = Guard->new("bare $k");
    goto TOP if $k < 3;
}
print "k=$k\n";
goto SKIP;
print "skipped\n";
SKIP: print "after skip\n";

# A goto in a loop body makes a loop of its own.
my $j = 0;
for my $x (1, 2) {
  L: $j++;
    print "j=$j x=$x\n";
    goto L if $j % 3;
}

# Labels on if/unless statements, on an empty statement, at the end of a block.
my $n = 0;
IF: if ($n < 2) { $n++; goto IF } else { print "n=$n\n" }
UNLESS: unless ($n > 3) { $n++; goto UNLESS }
print "n=$n\n";
goto EMPTY;
print "skipped\n";
EMPTY: ;
print "after the empty statement\n";
# Two labels on one statement; a label before a declaration labels the next statement.
my $twice = 0;
goto SECOND;
FIRST: SECOND: print "two labels, pass ", ++$twice, "\n";
goto FIRST if $twice < 2;
goto DECLARED;
print "skipped\n";
DECLARED: sub declared { 1 }
print "after the declaration\n";
# A labelled statement starts at its label's line.
eval {
  LINE:
    die "died";
};
print "eval: $@";
sub ends { my $v = shift; goto END_OF_SUB if $v; print "not at the end\n"; END_OF_SUB: }
my @r = ends(1);
print "ends gave ", scalar(@r), " values\n";
ends(0);

# Out of inner loops to a label in the outer loop's body; the outer loop goes on.
OUTER: for my $i (1 .. 3) {
    for my $jj (1 .. 3) {
        goto AFTER if $jj == 2;
        print "i=$i jj=$jj\n";
    }
    print "never\n";
  AFTER:
    next OUTER if $i == 1;
    print "after i=$i\n";
}

# A goto to a loop's label starts the loop again.
my $tries = 0;
RETRY: for my $i (1 .. 3) {
    if ($i == 2 && $tries++ < 2) { print "retry at $i\n"; goto RETRY }
    print "i=$i\n";
}

# sigtrap.pm's shape: back to a labelled while loop.
sub args {
    my $saw = 0;
  ARG_LOOP:
    while (@_) {
        my $a = shift;
        $saw++ if $a =~ /^[A-Z]+$/;
        print "arg $a\n";
    }
    unless ($saw) { @_ = qw(HUP INT); goto ARG_LOOP }
    return $saw;
}
print args("x"), "\n";

# Out of a foreach that aliases $_, out of local $_, out of a while condition.
our @list = (1, 2, 3);
$_ = "dollar underscore";
for (@list) { goto L1 if $_ == 2 }
L1: print "\$_ is $_\n";
{ local $_ = "local"; for my $x (1) { goto L2 } }
L2: print "\$_ is $_\n";
my $w = 0;
while ($w < 5 or goto WDONE) { $w++; last if $w > 10 }
WDONE: print "w=$w\n";

# Out of do blocks and from inside expressions.
my $v = 0;
W: $v++;
my $s = "x" . do { goto W if $v < 3; "y" };
print "$s $v\n";
my @l = (1, 2, ($v++ < 5 ? goto W : 3));
print "@l $v\n";

# Inside an eval block, a sort block's loop and a List::Util block.
my $e = eval { my $c = 0; E: $c++; goto E if $c < 3; $c };
print "eval gave $e\n";
my @sorted = sort { for my $q (1) { my $c = 0; S: $c++; goto S if $c < 2 } $a <=> $b } 3, 1, 2;
print "@sorted\n";
use List::Util qw(first);
my $f = first { my $c = 0; F: $c++; goto F if $c < 2; $_ > 1 } 1, 2, 3;
print "first gave $f\n";
