use strict;
use warnings;
# `my` variables that were blessed start fresh on the next iteration or call.
sub fresh {
    my ($n) = @_;
    my %h;
    my @a;
    my $s;
    my $out = join(" ", ref(\%h), ref(\@a), ref(\$s));
    if ($n == 1) {
        bless \%h, 'H';
        bless \@a, 'A';
        bless \$s, 'S';
        $out .= " / " . join(" ", ref(\%h), ref(\@a), ref(\$s));
    }
    return $out;
}
print fresh($_), "\n" for 1 .. 3;
for my $i (1 .. 3) {
    my %h = (i => $i);
    my $x;
    print ref(\%h), " ", ref(\$x), "\n";
    bless \%h, "Iter$i";
    bless \$x, "X$i";
}
eval { my $r = bless \1, 'Const' }; print $@;
print "done\n";
