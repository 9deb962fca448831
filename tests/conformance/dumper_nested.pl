# Data::Dumper: nested structures with the default Indent (2), which aligns each level
# under its opening bracket, hash values under the key's width.
use strict;
use warnings;
use Data::Dumper;

$Data::Dumper::Sortkeys = 1;
$Data::Dumper::Sortkeys = 1;

my $data = {
    name    => 'camelift',
    list    => [ 1, [ 2, [ 3, [ 4, [] ] ] ] ],
    'long key name' => { inner => { deeper => [ 'x', { y => 'z' } ] } },
    empty_a => [],
    empty_h => {},
    mixed   => [ { a => 1, b => [ 2, 3 ] }, [ { c => undef } ] ],
    "it's"  => "quoted 'key'",
    ''      => 'empty key',
    '-x'    => 'dash',
    'a b'   => 'space',
    42      => 'number key',
    '042'   => 'zero number key',
    _under  => 'identifier',
};
print Dumper($data);
my @aoa = ([1, 2, 3], [4, 5, 6], ['a', ['b', ['c']]]);
print Dumper(\@aoa, [ \@aoa ]);
my $deep = 'bottom';
$deep = [$deep] for 1 .. 12;
print Dumper($deep);
my %hoh;
$hoh{$_}{count} = length $_ for qw(apple banana cherry);
print Dumper(\%hoh);
my $long = { map { ("key$_" => [ ($_) x $_ ]) } 1 .. 4 };
print Dumper($long);
print Dumper([ [ [] ], [ {} ], { a => [] } ]);
