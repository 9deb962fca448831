# Data::Dumper: the configuration variables for layout: Indent 0, 1, 2, 3, Pad, Terse,
# Varname, Pair, Trailingcomma, and local on them.
use strict;
use warnings;
use Data::Dumper;

$Data::Dumper::Sortkeys = 1;
$Data::Dumper::Sortkeys = 1;

my $data = { list => [ 1, 2, [ 3 ] ], hash => { k => 'v' }, str => 'text', e => [] };

for my $indent (0, 1, 2, 3) {
    local $Data::Dumper::Indent = $indent;
    print "Indent $indent:\n";
    print Dumper($data, 'second');
    print "\n";
}
print Dumper([ 'back to default' ]);
{
    local $Data::Dumper::Terse = 1;
    print Dumper($data);
    print Dumper('plain', 42);
    local $Data::Dumper::Indent = 0;
    print Dumper($data), "\n";
    print Dumper([1, 2], 'x'), "\n";
}
{
    local $Data::Dumper::Pad = '# ';
    print Dumper($data, 1);
    local $Data::Dumper::Indent = 1;
    print Dumper($data);
}
{
    local $Data::Dumper::Varname = 'thing';
    print Dumper(1, [2]);
    local $Data::Dumper::Varname = '';
    print Dumper(3);
}
{
    local $Data::Dumper::Pair = ': ';
    print Dumper($data);
    local $Data::Dumper::Pair = ' -> ';
    local $Data::Dumper::Indent = 1;
    print Dumper({ a => 1, bb => { c => 2 } });
}
{
    local $Data::Dumper::Trailingcomma = 1;
    print Dumper($data);
    local $Data::Dumper::Indent = 0;
    print Dumper($data), "\n";
}
{
    local $Data::Dumper::Indent;
    print Dumper($data), "\n";
}
print "Indent is $Data::Dumper::Indent again\n";
$Data::Dumper::Indent = 1;
print Dumper([ { a => [ 1, { b => 2 } ] } ]);
