# sort NAME LIST: a keyword after sort is never the comparison sub's name (toke.c's
# force_word checks keywords): sort glob(...), sort map/grep/keys/split/reverse ...
print join(",", sort glob("{zeta,alpha,mid}")), "\n";
print join(",", reverse sort glob("x{3,1,2}")), "\n";
sub by_num { $a <=> $b } sub backwards { $b cmp $a }
my @n = (10, 9, 100, 1);
print join(",", sort by_num @n), "\n";
print join(",", sort backwards qw(a c b)), "\n";
print join(",", sort by_num (@n)), "\n";
print join(",", sort keys %{{b=>1,a=>2}}), "\n";
print join(",", sort map { $_ * 2 } @n), "\n";
print join(",", sort grep { $_ > 5 } @n), "\n";
print join(",", sort reverse @n), "\n";
print join(",", sort values %{{x=>3,y=>1}}), "\n";
print join(",", sort split /,/, "q,w,e"), "\n";
print join(",", sort(lc("B"), "a")), "\n";
