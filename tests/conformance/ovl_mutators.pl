# Mutators and assignment variants: `+=`-style methods of their own (called with
# swapped undef, their result assigned), `++`/`--` methods (their value unused), the
# copy constructor `=` before mutating a shared object, and the substitutions through
# `+`/`-` and `+=`/`-=`.
use strict;
use warnings;

package Counter;
use overload
    '+=' => sub { $_[0]{v} += (ref $_[1] ? $_[1]{v} : $_[1]); print "  += (swap ", defined $_[2] ? "'$_[2]'" : 'undef', ")\n"; $_[0] },
    '*=' => sub { $_[0]{v} *= $_[1]; print "  *=\n"; $_[0] },
    '.=' => sub { $_[0]{v} .= "[$_[1]]"; $_[0] },
    'x=' => sub { $_[0]{v} = $_[0]{v} x $_[1]; $_[0] },
    '-'  => sub { my ($a, $b, $s) = @_; $b = ref $b ? $b->{v} : $b; Counter->new($s ? $b - $a->{v} : $a->{v} - $b) },
    '++' => sub { $_[0]{v}++; print "  ++\n"; "ignored" },
    '='  => sub { print "  copy of $_[0]{v}\n"; Counter->new($_[0]{v}) },
    '""' => sub { "C($_[0]{v})" },
    '0+' => sub { $_[0]{v} },
    fallback => 1;
sub new { bless { v => $_[1] }, $_[0] }

package Plain;
use overload '+' => sub { Plain->new($_[0]{v} + (ref $_[1] ? $_[1]{v} : $_[1])) },
             '-' => sub { my ($a, $b, $s) = @_; Plain->new($s ? $b - $a->{v} : $a->{v} - $b) },
             '""' => sub { "P($_[0]{v})" };
sub new { bless { v => $_[1] }, $_[0] }

package Shared;
use overload '++' => sub { $_[0]{v}++; $_[0] }, '""' => sub { "S($_[0]{v})" };
sub new { bless { v => $_[1] }, $_[0] }

package Num;
use overload '-=' => sub { ${$_[0]} -= $_[1]; $_[0] }, '""' => sub { "N(${$_[0]})" }, fallback => 1;
sub new { my $v = $_[1]; bless \$v, $_[0] }

package main;

my $a = Counter->new(1);
$a += 5;
print "a=$a\n";
my $b = $a;
$b += 1;
print "a=$a b=$b\n";
$a *= 3;
print "a=$a\n";
$a .= "x";
print "a=$a\n";
my $s = Counter->new("ab");
$s x= 3;
print "s=$s\n";
my $c = Counter->new(10);
$c++;
print "c=$c\n";
my $d = $c;
++$d;
print "c=$c d=$d\n";
my $e = Counter->new(3);
my $old = $e++;
print "old=$old e=$e\n";
my $f = Counter->new(7);
$f -= 2;
print "f=$f\n";
$f--;
print "f=$f\n";
my $g = Counter->new(1);
my $r = ($g += 2);
print "r=$r g=$g\n";

my $p = Plain->new(1);
my $q = $p;
$p += 10;
print "p=$p q=$q\n";
$p++;
$p--;
--$p;
print "p=$p\n";

my $x = Shared->new(1);
my $y = $x;
my $ok = eval { $x++; 1 };
print $ok ? "x=$x y=$y\n" : "error: $@";

my $n = Num->new(10);
my $m = $n;
$n -= 3;
print "n=$n m=$m\n";
