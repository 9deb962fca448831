use strict; use warnings;
my @a = (1, 2, 3);
my $r = \@a;
print "elems: @$r, first $$r[0], last $r->[-1], count ", scalar(@$r), " last index $#{$r} $#$r\n";
push @$r, 4;
print "a now @a\n";
my %h = (x => 10, y => 20);
my $hr = \%h;
print "x=$hr->{x} y=$$hr{y} keys=", join(",", sort keys %$hr), "\n";
my $data = { name => "camel", list => [1, [2, 3], { deep => "yes" }], n => 0 };
print "name $data->{name} deep $data->{list}[2]{deep} inner $data->{list}->[1]->[1]\n";
$data->{list}[1][5] = "six";
print "len ", scalar @{ $data->{list}[1] }, "\n";
my %auto;
$auto{a}{b}{c} = 1;
print "auto: ", join(",", sort keys %{ $auto{a} }), " ref ", ref($auto{a}{b}), "\n";
my $sref = \my $x;
$$sref = 42;
print "x=$x ref ", ref($sref), " ", ref(\$sref), " ", ref([]), " ", ref({}), " ", ref(\&main::f), "\n";
sub f { return "f(@_)" }
my $code = \&f;
print $code->(1, 2), " ", &$code(3), " ", &{$code}(4), "\n";
my @aoa = ([1, 2], [3, 4]);
for my $row (@aoa) { print "row: @$row\n" }
print "aoa[1][0] = $aoa[1][0]\n";
my $e = [];
print "empty: ", scalar(@$e), "\n";
my ($p, $q) = (\@a, \@a);
print "same: ", ($p == $q ? "yes" : "no"), "\n";
my @copy = @{ [ map_like() ] };
sub map_like { return (5, 6) }
print "copy @copy\n";
my $u;
my $v = eval { my @z = @$u; 1 };
print "err: $@";
