# A reference to undef, to !1 or !0 is one to perl's shared, read-only values
# (PL_sv_undef, PL_sv_no, PL_sv_yes): two of them are equal, and writing through one
# dies; a value a sub returns, or a new variable, is another.
use strict;
use warnings;

print "\\undef == \\undef: ", (\undef == \undef ? 1 : 0), "\n";
my ($r, $s) = (\undef, \undef);
print "kept: ", ($r == $s ? 1 : 0), "\n";
print "ref: ", ref($r), ", defined: ", (defined $$r ? 1 : 0), "\n";
eval { $$r = 1; 1 } or print "write: $@";
print "\\!1 == \\!1: ", (\!1 == \!1 ? 1 : 0), "\n";
print "\\!0 == \\!0: ", (\!0 == \!0 ? 1 : 0), "\n";
print "\\(1 == 2) == \\!1: ", (\(1 == 2) == \!1 ? 1 : 0), "\n";
eval { ${\!1} = 5; 1 } or print "write to no: $@";
sub none { return }
print "empty return: ", (\none() == \none() ? 1 : 0), "\n";
sub last_undef { undef }
print "undef returned as a value: ", (\last_undef() == \last_undef() ? 1 : 0), "\n";
my $v = \last_undef();
$$v = "writable";
print "that copy: $$v\n";
print "a new variable: ", (\(my $u) == \undef ? 1 : 0), "\n";
my @e;
print "pop of an empty array: ", (\pop(@e) == \undef ? 1 : 0), "\n";
my @refs = map { \undef } 1 .. 3;
print "in a loop: ", (($refs[0] == $refs[1] && $refs[1] == $refs[2]) ? 1 : 0), "\n";

# A constant chosen by an operator is the constant itself (read-only); a sub's return
# value is a copy.
my $x = 1;
for my $case (
    [ 'cond', sub { \($x ? 1 : 2) } ],
    [ 'and', sub { \($x && 7) } ],
    [ 'do', sub { \do { 3 } } ],
    [ 'sub value', sub { \(sub { 5 }->()) } ],
) {
    my ($name, $make) = @$case;
    my $ref = $make->();
    eval { $$ref = 6; print "$name: writable\n"; 1 } or print "$name: $@";
}

# Each literal is a constant of its own; one literal is one constant each time round.
print "\\1 == \\1: ", (\1 == \1 ? 1 : 0), "\n";
my @same = map { \2 } 1 .. 2;
print "one literal twice: ", ($same[0] == $same[1] ? 1 : 0), "\n";
eval { ${ \1 } = 2; 1 } or print "write to a literal: $@";
