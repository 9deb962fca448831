# Data::Dumper's configuration variables named once: no "used only once" warning, since
# the module itself names them (perl marks those globs as used more than once).
use strict;
use warnings;
use Data::Dumper;

$Data::Dumper::Sortkeys = 1;
$Data::Dumper::Indent = 1;
$Data::Dumper::Terse = 1;
$Data::Dumper::Useqq = 1;
$Data::Dumper::Pad = '  ';
$Data::Dumper::Varname = 'v';
$Data::Dumper::Deepcopy = 1;
$Data::Dumper::Quotekeys = 0;
$Data::Dumper::Pair = ': ';
$Data::Dumper::Maxdepth = 3;
$Data::Dumper::Trailingcomma = 1;
print Dumper({ b => [ 1, 'two' ], a => "x\n" });
