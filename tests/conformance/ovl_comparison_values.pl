# An overloaded comparison operator's value is whatever its method returned,
# not a boolean made of it.
use strict;
use warnings;

package Version;
use overload
    '==' => sub { my ($self, $other) = @_; $self->{n} == $other ? "same" : 0 },
    '!=' => sub { my ($self, $other) = @_; $self->{n} != $other ? [ $self->{n}, $other ] : undef },
    'eq' => sub { 7 },
    'ne' => sub { "" },
    '<'  => sub { my ($self, $other, $swapped) = @_; $swapped ? "swapped" : "plain" },
    '>'  => sub { 0 },
    '""' => sub { "v$_[0]{n}" };

sub new { my ($class, $n) = @_; return bless { n => $n }, $class }

package Anything;
use overload nomethod => sub { my ($self, $other, $swapped, $op) = @_; "nomethod($op)" };

package Ordered;
use overload '<=>' => sub { 1 }, 'cmp' => sub { -1 }, fallback => 1;

package main;

my $v = Version->new(3);
print "== : ", ($v == 3), "\n";
print "== false: [", ($v == 4), "]\n";
my $diff = $v != 5;
print "!= : ", ref($diff), " @$diff\n";
print "!= undef: ", defined($v != 3) ? "defined" : "undef", "\n";
print "eq : ", ($v eq "x"), "\n";
print "ne : [", ($v ne "x"), "]\n";
print "<  : ", ($v < 1), " ", (1 < $v), "\n";
print ">  : [", ($v > 1), "]\n";
print "in a condition: ", (($v == 3) ? "true" : "false"), " ", (($v > 1) ? "true" : "false"), "\n";
print "as a number: ", ($v eq "y") + 1, "\n";
my @list = ($v == 3, 1 == 1, 1 == 2);
print "in a list: ", scalar(@list), " [", join("|", @list), "]\n";
print "chained: ", (0 < 1 < $v), " [", (5 < 1 < $v), "]\n";

my $any = bless [], 'Anything';
print "nomethod: ", join(" ", $any == 1, $any eq "s", $any < 3, 2 >= $any), "\n";

# Comparisons made from <=> and cmp (fallback) are booleans, as in perl.
my $o = bless {}, 'Ordered';
print "fallback: [", ($o == 1), "][", ($o lt "a"), "][", ($o gt "a"), "][", ($o != 1), "]\n";

# Without overloading, the usual 1 and "".
print "plain: [", ("1.0" == 1), "][", ("a" eq "b"), "][", (2 < 1), "]\n";
