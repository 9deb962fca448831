# goto and my: a goto forward over a `my` finds the variable as a fresh one (perl clears
# variables when their scope ends, not at `my`); a goto back over a `my` runs it again
# in the same scope, where it keeps its value; closures made on the way share it.
use strict;
use warnings;
use feature 'state';

sub skip {
    my $n = shift;
    goto L if $n;
    my $x = 5;
    my @a = (1, 2);
  L:
    print defined $x ? $x : "undef", " [@a]\n";
}
skip(0); skip(1); skip(0); skip(1);

for my $it (1, 2) {
    goto M if $it == 2;
    my $y = "y$it";
  M:
    print defined $y ? $y : "undef", "\n";
}

my $i = 0;
R: my $z; my @b; my %h;
print defined $z ? "z=$z" : "z undef", " b=[@b] h=", join(",", sort keys %h), "\n";
$z = 5; push @b, $i; $h{$i} = 1;
goto R if $i++ < 2;

my @subs; my $c = 0;
C: my $v = $c;
push @subs, sub { $v };
goto C if ++$c < 3;
print join(",", map { $_->() } @subs), "\n";
sub closures {
    my @s; my $c = 0;
  C2: my $v = $c;
    push @s, sub { $v };
    goto C2 if ++$c < 3;
    return join(",", map { $_->() } @s);
}
print closures(), " ", closures(), "\n";

sub counter {
    state $calls = 0;
    my $k = 0;
  AGAIN:
    $calls++; $k++;
    goto AGAIN if $k < 2;
    return "$calls/$k";
}
print counter(), " ", counter(), "\n";

for my $n (1 .. 2) {
    my @a; my %seen;
  TOP:
    push @a, $n; $seen{$n}++;
    goto TOP if @a < 2;
    print "n=$n a=@a seen=$seen{$n}\n";
}

our $g = 1;
sub locals {
    local $g = $g + 1;
    my $t = 0;
  LL: local $g = $g * 2;
    $t++;
    goto LL if $t < 3;
    return $g;
}
print locals(), " $g\n";
