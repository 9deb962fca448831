use strict;
use warnings;
use feature 'state';

# perl warns at compile time when the last statement of a sort block compares a
# lexical $a or $b with <=> or cmp (sort sets the package variables), at the line of
# the token after the sort's list.
my $a = 10;
my $b = 20;
my @r = sort {
  $a <=> $b
} 3, 1,
  2;
print "both lexical: @r\n";
my @s = sort { $b cmp $a } qw(x y z);
print "cmp: @s\n";
my @t = sort { my $n = 1; $a <=> $main::b * $n } 3, 1, 2;
print "last statement: @t\n";
my @u = sort { $main::a <=> $main::b } 3, 1, 2;
print "package variables: @u\n";
my @v = sort { $a < $b ? -1 : 1 } 3, 1, 2;
print "not a comparison op: @v\n";
my @w = (sort { ($main::b <=> $a) } 3,
  1);
print "parenthesised: @w\n";
sub by_state {
    state $a = 0;
    return sort { $a <=> $main::b } @_;
}
print "state: ", join(" ", by_state(2, 1)), "\n";
{
    no warnings;
    my @x = sort { $a <=> $b } 2, 1;
    print "no warnings: @x\n";
}
