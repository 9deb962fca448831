# Data::Dumper: references to scalars and references, code references, the same
# reference twice, cycles, Deepcopy, Purity, Maxdepth and Maxrecurse.
use strict;
use warnings;
use Data::Dumper;

$Data::Dumper::Sortkeys = 1;
$Data::Dumper::Sortkeys = 1;

my $s = 'text';
print Dumper(\$s, \\$s, \\\'deep', \undef, \42);
print Dumper(sub { 1 }, [ \&main::helper ], { code => sub { 2 } });
sub helper { 1 }

my $shared = [ 1, 2 ];
my $twice = { a => $shared, b => $shared, c => [ $shared ] };
print Dumper($twice);
print Dumper($shared, $twice);

my $cycle = { name => 'loop' };
$cycle->{self} = $cycle;
$cycle->{list} = [ $cycle, { back => $cycle } ];
print Dumper($cycle);

my @arr = (1, 2);
push @arr, \@arr;
print Dumper(\@arr);

my $x = 'shared scalar';
my $refs = [ \$x, \$x, { r => \$x } ];
print Dumper($refs);

my @elems = ('e0', 'e1');
print Dumper([ \@elems, \$elems[1] ]);
print Dumper([ \$elems[0], \@elems ]);

my $rr = \$shared;
print Dumper([ $rr, $rr, $shared ]);

{
    local $Data::Dumper::Deepcopy = 1;
    print Dumper($twice);
    print Dumper($cycle);
}
{
    local $Data::Dumper::Purity = 1;
    print Dumper($cycle);
    print Dumper($refs);
    print Dumper([ \@elems, \$elems[1] ]);
    print Dumper($twice, $shared);
    local $Data::Dumper::Indent = 1;
    print Dumper($cycle);
    local $Data::Dumper::Indent = 0;
    print Dumper($cycle), "\n";
}
{
    local $Data::Dumper::Maxdepth = 2;
    my $out = Dumper({ a => [ 1, [ 2 ] ], b => { c => { d => 1 } }, e => 'flat', o => bless([], 'Obj') });
    $out =~ s/\(0x[0-9a-f]+\)/(ADDR)/g;
    print $out;
    local $Data::Dumper::Maxdepth = 1;
    $out = Dumper([ [1], 'x' ]);
    $out =~ s/\(0x[0-9a-f]+\)/(ADDR)/g;
    print $out;
}
{
    local $Data::Dumper::Maxrecurse = 3;
    print Dumper([ [ [ 'ok' ] ] ]);
    my $r = eval { Dumper([ [ [ [ 'too deep' ] ] ] ]) };
    print "error: $@";
    local $Data::Dumper::Maxrecurse = 0;
    my $d = 'bottom';
    $d = [$d] for 1 .. 1200;
    my $text = Dumper($d);
    print length($text), "\n";
}
{
    local $Data::Dumper::Sparseseen = 1;
    print Dumper($refs, [ \@elems, \$elems[1] ]);
}
my $deep = 'bottom';
$deep = [$deep] for 1 .. 1001;
print eval { Dumper($deep); 1 } ? "no error\n" : "error: $@";
