use strict;
use warnings;

# "Scalar value @x[...] better written as $x[...]": a one-element slice with a constant subscript.
my @a = (10, 20, 30);
my %h = (k => "v", j => "w");
my $r = [1, 2];

my $one = @a[0];
my $two = @h{"k"};
my @ok = @a[0, 1];
my $neg = @a[-1];
my $bare = @h{"j"};
my $via_ref = @$r[1];
@a[1] = 99;
my $i = 1;
my $var = @a[$i];
print "values: $one $two @ok $neg $bare $via_ref $a[1] $var\n";
