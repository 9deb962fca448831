# caller(N)'s hints reach through sort subs and sort blocks: the sort sub's frame has
# the sort statement's state.
sub show { my @c = caller(1); print "$c[3] $c[8]\n" }
sub by_num { show(); $a <=> $b }
my @s = sort by_num 2, 1;
my @t = sort { show(); $a <=> $b } 2, 1;
sub ctx { show() }
ctx();
