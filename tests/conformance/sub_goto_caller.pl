# caller inside a goto's target: the frame that did the goto is gone; the target is seen
# as called from the original call site (its line and package).
use strict;
use warnings;
use Carp qw(croak);

sub show {
    my ($pkg, $file, $line, $sub, $hasargs, $want) = caller(0);
    $want = defined $want ? ($want ? "list" : "scalar") : "void";
    print "caller(0): $pkg $line $sub hasargs=$hasargs $want\n";
    my @up = (caller(1))[0 .. 3];
    print "caller(1): ", (@up ? "$up[0] $up[2] $up[3]" : "none"), "\n";
    return 1;
}

sub jump { goto &show }
sub outer_sub {
    my @r = jump(1);
    return;
}

package Caller::Pkg;
main::jump(2);
package main;

jump(3);
outer_sub();
my $s = jump(4);

# croak in the target blames the original caller's line.
sub checked { croak "bad value '$_[0]'" unless $_[0] =~ /^\d+$/; return $_[0] * 2 }
sub check_via_goto { goto &checked }
my $ok = eval { check_via_goto("x1"); 1 };
print "croak: $@" unless $ok;
print "checked: ", check_via_goto(21), "\n";

# An eval around the call is the target's caller(1).
eval { jump(5) };

# Nested: a goto'ed sub calling another sub that does goto.
sub level2 { goto &show }
sub level1 { my $x = level2(6); goto &show }
level1(7);
