# Binary and unary operator overloading: methods of the left and the right operand
# (swapped), the substitutions perl makes, nomethod, and fallback's three states.
use strict;
use warnings;

package Vec2;
use overload
    '+'   => \&add,
    '-'   => sub { my ($a, $b, $swap) = @_; $b = Vec2->new($b, $b) unless ref $b;
                   ($a, $b) = ($b, $a) if $swap; Vec2->new($a->{x} - $b->{x}, $a->{y} - $b->{y}) },
    '*'   => sub { my ($a, $k) = @_; Vec2->new($a->{x} * $k, $a->{y} * $k) },
    '=='  => sub { $_[0]{x} == $_[1]{x} && $_[0]{y} == $_[1]{y} },
    '""'  => sub { "($_[0]{x}, $_[0]{y})" },
    'neg' => sub { Vec2->new(-$_[0]{x}, -$_[0]{y}) },
    'abs' => sub { sqrt($_[0]{x} ** 2 + $_[0]{y} ** 2) };
sub new { my ($class, $x, $y) = @_; bless { x => $x, y => $y }, $class }
sub add {
    my ($a, $b) = @_;
    return ref $b ? Vec2->new($a->{x} + $b->{x}, $a->{y} + $b->{y})
                  : Vec2->new($a->{x} + $b, $a->{y} + $b);
}

package Num;
use overload '<=>' => sub { my ($a, $b, $s) = @_; my $r = $a->{v} <=> (ref $b ? $b->{v} : $b); $s ? -$r : $r },
             'cmp' => sub { my ($a, $b, $s) = @_; my $r = "$a->{v}" cmp (ref $b ? "$b->{v}" : $b); $s ? -$r : $r },
             '""'  => sub { "N$_[0]{v}" };
sub new { bless { v => $_[1] }, $_[0] }

package Any;
use overload nomethod => sub {
    my ($a, $b, $swap, $op) = @_;
    "nomethod($op," . (defined $b ? $b : 'undef') . "," . (defined $swap ? ($swap ? 1 : 0) : 'undef') . ")";
};
sub new { bless {}, $_[0] }

package Strict;
use overload '""' => sub { "strict" }, fallback => 0;
sub new { bless {}, $_[0] }

package Loose;
use overload '""' => sub { "loose" };
sub new { bless {}, $_[0] }

package main;

my $p = Vec2->new(1, 2);
my $q = Vec2->new(3, 4);
print "p+q = ", $p + $q, "\n";
print "p+10 = ", $p + 10, "\n";
print "10+p = ", 10 + $p, "\n";
print "q-p = ", $q - $p, "\n";
print "10-p = ", 10 - $p, "\n";
print "p*3 = ", $p * 3, "\n";
print "-p = ", -$p, "\n";
print "abs q = ", abs($q), "\n";
print "p==p\n" if $p == Vec2->new(1, 2);
print "p!=q\n" unless $p == $q;
my $r = $p;
$r += $q;
print "r = $r, p = $p\n";
$r -= 1;
print "r = $r\n";
my $t = Vec2->new(0, 0);
$t++;
print "t = $t\n";

my @nums = map { Num->new($_) } 5, 3, 9, 1;
print "sorted: @{[ sort { $a <=> $b } @nums ]}\n";
print "rsorted: @{[ sort { $b <=> $a } @nums ]}\n";
print "strsorted: @{[ sort { $a cmp $b } map { Num->new($_) } 10, 9, 100 ]}\n";
my ($five, $three) = @nums;
print "five > three\n" if $five > $three;
print "five >= 5\n" if $five >= 5;
print "4 < five\n" if 4 < $five;
print "five == 5\n" if $five == 5;
print "five eq 5\n" if $five eq "5";
print "five lt 6\n" if $five lt "6";
print "five ne 6\n" if $five ne "6";

my $any = Any->new;
print $any + 1, "\n";
print 2 * $any, "\n";
print $any . "s", "\n";
print "$any\n";
print -$any, "\n";

my $s = Strict->new;
for my $code (sub { "$s" }, sub { $s . "x" }, sub { $s eq "strict" }, sub { $s + 1 }) {
    my $v = eval { $code->() };
    print defined $v ? "value: $v\n" : "error: $@";
}
my $l = Loose->new;
for my $code (sub { "$l" }, sub { $l . "x" }, sub { $l x 2 }, sub { $l eq "loose" }, sub { $l + 1 }, sub { $l ? 1 : 0 }) {
    my $v = eval { $code->() };
    print defined $v ? "value: $v\n" : "error: $@";
}
