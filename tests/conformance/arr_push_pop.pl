use strict;
use warnings;
use feature 'say';

my @a;
my $n = push @a, 1;
say "push returns new size: $n";
$n = push @a, 2, 3, 4;
say "push list returns: $n, array: @a";
my @more = (5, 6);
push @a, @more;
say "push array: @a";
my $p = pop @a;
say "pop: $p, left: @a";
my $s = shift @a;
say "shift: $s, left: @a";
$n = unshift @a, 0;
say "unshift returns: $n, array: @a";
unshift @a, -2, -1;
say "unshift list keeps order: @a";
my @empty;
my $x = pop @empty;
say "pop empty: ", defined $x ? $x : "undef";
$x = shift @empty;
say "shift empty: ", defined $x ? $x : "undef";
my @q = (1 .. 5);
my @order;
while (@q) {
    push @order, shift @q;
}
say "queue order: @order";
my @st = (1 .. 5);
my @rev;
while (@st) {
    push @rev, pop @st;
}
say "stack order: @rev";
my @d = ("a");
push @d, "b";
unshift @d, "z";
say "mixed: @d size ", scalar(@d);
my @u = (undef);
push @u, undef;
say "undefs count: ", scalar(@u);
sub stack_ops {
    my @stack;
    push @stack, $_ for @_;
    my $top = pop @stack;
    return ($top, scalar(@stack));
}
my ($top, $size) = stack_ops(7, 8, 9);
say "top=$top size=$size";
my @rot = (1, 2, 3, 4);
push @rot, shift @rot;
say "rotate left: @rot";
unshift @rot, pop @rot;
say "rotate right: @rot";
my @big;
push @big, $_ for 1 .. 1000;
say "big size: ", scalar(@big), " last: $big[-1]";
shift @big for 1 .. 990;
say "after shifts: @big";
my @nums = (3, 1, 2);
my $first = shift(@nums) + pop(@nums);
say "shift + pop = $first, left @nums";
