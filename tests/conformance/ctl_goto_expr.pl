# goto EXPR: a string names a label, found when the goto runs; a code reference is
# goto &$code (Config.pm's AUTOLOAD does `goto \&launcher`).
use strict;
use warnings;

my @order;
for my $n (1 .. 3) {
    goto "CASE$n";
  CASE1: push @order, "one";   next;
  CASE2: push @order, "two";   next;
  CASE3: push @order, "three";
}
print "@order\n";
my $n = 2;
goto ("L" . $n);
L1: print "L1\n";
L2: print "L2\n";

sub dispatch {
    my $to = shift;
    goto $to;
  A: return "at A";
  B: return "at B";
}
print dispatch("A"), " ", dispatch("B"), "\n";
print eval { dispatch("C") } // "undef", ": $@";
{
    no warnings 'uninitialized';
    print eval { dispatch(undef) } // "undef", ": $@";
}
print eval { dispatch("") } // "undef", ": $@";

sub target { "target got @_" }
sub via { goto $_[0] eq 'code' ? \&target : "LBL"; LBL: "label" }
print via("code", 1), "\n";
print via("x"), "\n";
my $code = sub { "anon got @_" };
sub via_code { goto $code }
print via_code(7, 8), "\n";

package Lazy;
our $AUTOLOAD;
sub launcher { "launcher got @_" }
sub AUTOLOAD {
    goto \&launcher unless $AUTOLOAD =~ /launcher$/;
    die "not reached";
}
package main;
print Lazy::anything(1, 2), "\n";
print Lazy->method(3), "\n";

my $c = sub { 1 };
eval { goto $c };
print "main: $@";
