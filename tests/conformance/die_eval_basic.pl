use strict; use warnings;
sub risky { my $n = shift; die "too big: $n\n" if $n > 2; return $n * 10 }
for my $i (1 .. 4) {
    my $r = eval { risky($i) };
    if ($@) { print "caught: $@" } else { print "ok $r\n" }
}
my $v = eval { 1 } ;
print "after success: [$@] $v\n";
eval { eval { die "inner\n" }; print "inner caught: $@"; die "outer\n" };
print "outer caught: $@";
my $x = 5;
eval { $x = 6; die "x"; };
print "x=$x err=$@";
my @l = eval { (1, 2, 3) };
print "list: @l\n";
eval { my @a = (1); my $z = $a[0] / 0; };
print "div: $@";
print "done\n";
