# Data::Dumper: objects (bless( ..., 'Class' ), aligned under Indent 2), blessed scalars,
# qr// objects plain and blessed, $Data::Dumper::Bless and $Data::Dumper::Toaster.
use strict;
use warnings;
use Data::Dumper;

$Data::Dumper::Sortkeys = 1;
$Data::Dumper::Sortkeys = 1;

package Point;
sub new { my ($class, %args) = @_; return bless { %args }, $class }

package main;

my $p = Point->new(x => 1, y => [ 2, 3 ]);
print Dumper($p);
print Dumper([ $p, Point->new(x => 'inner') ]);
print Dumper(bless([], 'Empty::Array'), bless({}, 'Empty::Hash'));
my $n = 10;
print Dumper(bless(\$n, 'Counter'), bless(\(my $u), 'Undef'));
print Dumper(bless({ list => [ bless({ deep => 1 }, 'Inner') ] }, 'Outer'));
print Dumper(bless(sub { 1 }, 'Code'));
print Dumper(bless([ 1 ], "Odd'Name"));

print Dumper(qr/abc/, qr/a+b*/i, qr/x\/y/, qr{a/b}, qr/^\d+$/msx, qr/it's/);
print Dumper({ re => qr/key/ }, [ qr/(a|b)/ ]);
print Dumper(bless(qr/blessed/, 'My::Re'));
my $re = qr/same/;
print Dumper([ $re, $re ]);
{
    local $Data::Dumper::Indent = 1;
    print Dumper($p, [ $p ]);
    local $Data::Dumper::Bless = 'My::bless';
    print Dumper($p);
}
{
    local $Data::Dumper::Bless = 'CORE::bless';
    print Dumper([ $p ]);
    local $Data::Dumper::Terse = 1;
    print Dumper($p);
}
{
    local $Data::Dumper::Toaster = 'revive';
    print Dumper([ $p, bless([], 'Other') ]);
}
print ref($p), " ", $p->{x}, "\n";
