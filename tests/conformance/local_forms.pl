our @ARGV = qw(a b);
sub show { print "ARGV=@ARGV\n" }
{ local @ARGV = qw(x y z); show() } show();
$_ = "outer"; { local $_ = "inner"; print "$_\n" } print "$_\n";
for (1..2) { local $_ = "L$_"; print "$_\n" }
$ENV{FOO} = "bar"; { local $ENV{FOO} = "baz"; print "$ENV{FOO}\n" } print "$ENV{FOO}\n";
{ local %ENV = (ONLY => 1); print join(",", keys %ENV), "\n" } print exists $ENV{FOO} ? "restored\n" : "lost\n";
my %h = (a => { b => 1 }); { local $h{a}{b} = 2; print "$h{a}{b}\n" } print "$h{a}{b}\n";
our @a = (1, 2, 3); { local $a[1] = 'x'; print "@a\n" } print "@a\n";
my $r = [1, 2]; eval { local @$r = (9); }; print "err: $@"; our @sym = (1); { no strict "refs"; my $n = "sym"; local @$n = (5); print "@sym\n" } print "@sym\n";
{ local $/ = undef; print defined $/ ? "def\n" : "undef\n" } print length($/), "\n";
{ local $, = "-"; local $\ = "!\n"; print "a", "b" } print "c\n";
{ local $" = ":"; my @x = (1, 2); print "@x\n" }
{ local $; = "|"; my %m; $m{1,2} = 1; print join(",", keys %m), "\n" }
{ local $| = 1; print "flush $|\n" } print "after $|\n";
our $g = 1; sub rec { local $g = $g + 1; return $_[0] ? rec($_[0] - 1) : $g } print rec(3), " $g\n";
