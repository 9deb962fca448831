# What libm leaves in errno becomes $! (EDOM 33, ERANGE 34), as perl calls pow, sin,
# cos, exp and fmod: and die exits with it. Constant expressions, which perl folds at
# compile time, leave $! alone (my $inf = 9**9**9 is the common case).
use POSIX ();
my ($v, $z, $b, $t, $two, $three) = (-8, 0, 1000, 10, 2, 3);
my $inf = 9**9**9;
print 0 + $!, " after the folded 9**9**9\n";
for my $case (
    [ '$v ** 0.5',      sub { $v ** 0.5 } ],
    [ 'sin($inf)',      sub { sin($inf) } ],
    [ 'cos($inf)',      sub { cos($inf) } ],
    [ 'exp($b)',        sub { exp($b) } ],
    [ 'exp(-$b)',       sub { exp(-$b) } ],
    [ '$t ** -400',     sub { $t ** -400 } ],
    [ '$z ** -1',       sub { $z ** -1 } ],
    [ '$t ** 400',      sub { $t ** 400 } ],
    [ '$inf ** 0.5',    sub { $inf ** 0.5 } ],
    [ '$v ** $inf',     sub { $v ** $inf } ],
    [ '$two ** 2000',   sub { $two ** 2000 } ],
    [ '$three ** 2000', sub { $three ** 2000 } ],
    [ 'exp(1000)',      sub { exp(1000) } ],
    [ 'POSIX::fmod',    sub { POSIX::fmod($v, 0) } ],
    [ 'POSIX::pow',     sub { POSIX::pow($v, 0.5) } ],
    [ 'sqrt(4)',        sub { sqrt(4) } ],
) {
    my ($name, $code) = @$case;
    $! = 0;
    my $r = $code->();
    print "$name: ", 0 + $!, "\n";
}
$! = 0;
my $x = exp($b);
die "exits with ERANGE\n";
