# Block-exit clearing of `my` variables and the ways a variable can be shared or
# aliased: foreach over it, @_ aliases, refs made through assignments' values.
use strict;
use warnings;

sub setref { $_[0] = [42] }
sub sethash { $_[0] = { a => $_[1] } }
for my $i (1 .. 3) {
    setref(my $y = 5);
    my $n = 1;
    sethash($n, $i);
    my $m = 0;
    setref(++$m);
    my $o = 2;
    setref($o ||= 7);
    print ref($y), " $y->[0] $n->{a} $m->[0] $o->[0]\n";
}

# A loop variable aliasing a variable declared in the enclosing loop body.
OUT: for my $i (1 .. 3) {
    my $x = [ "x$i" ];
    for $x (1 .. 3) {
        next OUT if $i == 1 && $x == 2;
        last OUT if $i == 3 && $x == 1;
        print "$i:$x ";
    }
    print "after $x->[0]\n";
}
print "\n";

# A die caught inside a loop body.
for my $i (1 .. 3) {
    my $r = [$i];
    my $ok = eval { my $q = [ $i * 2 ]; die "odd $q->[0]\n" if $i % 2; 1 };
    print $ok ? "ok $r->[0]\n" : "caught $@";
}

# `my $x = $x` reads the outer variable; chomp and s/// on a new variable.
my $v = [ "outer" ];
{ my $v = $v->[0] . "!"; print "$v\n" }
print "$v->[0]\n";
for my $line ("a\n", "bb\n") {
    chomp(my $copy = $line);
    (my $t = $copy) =~ s/b/c/g;
    print "[$copy][$t]";
}
print "\n";

# Hashes and arrays declared in a loop, left by next and last.
my @out;
for my $i (1 .. 5) {
    my %seen = map { $_ => [$_] } 1 .. $i;
    my @keys = sort keys %seen;
    next if $i == 2;
    push @out, scalar(@keys) . ":" . $seen{$i}[0];
    last if $i == 4;
}
print "@out\n";

# Nested subs and recursion keep their own variables.
sub depth {
    my ($d) = @_;
    return [] unless $d;
    my @kids;
    for my $k (1 .. 2) { my $c = depth($d - 1); push @kids, $c }
    return \@kids;
}
sub count { my ($t) = @_; my $n = 1; for my $c (@$t) { my $s = count($c); $n += $s } $n }
print count(depth(6)), "\n";

# do {} while with a block variable, and until.
my $i = 0;
do { my $r = [ $i ]; print "d$r->[0]"; $i++ } while ($i < 3);
print "\n";
until ($i == 0) { my %h = (i => $i); print "u$h{i}"; $i-- }
print "\n";

# Blocks left by a die: their variables start empty when entered again.
for my $i (1 .. 3) {
    eval {
        for (1) {
            my @a;
            my %h;
            push @a, $i;
            $h{$i} = 1;
            print "@a ", join(",", sort keys %h), "\n";
            die "x\n";
        }
    };
}
sub inner { my ($i) = @_; for (1) { my @b; push @b, $i; print "b @b\n"; die "y\n" if $i < 3 } }
for my $i (1 .. 3) { eval { inner($i) }; }
sub rec { my ($n) = @_; for (1) { my @c = ($n); if ($n > 0) { rec($n - 1) } print "c @c\n"; } }
rec(2);
