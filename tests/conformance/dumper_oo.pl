# Data::Dumper's object interface: new with values and names (`*name` dumps arrays and
# hashes as lists), the configuration methods (chained), Dump as a class method, Values,
# Names, Reset, and the seen table an object keeps between dumps.
use strict;
use warnings;
use Data::Dumper;

my $data = { list => [ 1, 2 ], name => 'x' };
my $d = Data::Dumper->new([ $data, 'str' ], [ 'data', 'string' ]);
$d->Sortkeys(1);
print $d->Dump;
print Data::Dumper->new([ [ 1, [ 2 ] ] ])->Indent(1)->Dump;
print Data::Dumper->new([ $data ])->Indent(0)->Sortkeys(1)->Dump, "\n";
print Data::Dumper->new([ $data ])->Terse(1)->Sortkeys(1)->Dump;
print Data::Dumper->Dump([ [ 'a', 'b' ], { k => 'v' }, 3, sub { 1 } ],
    [ qw(*arr *hash *scalar *code) ]);
print Data::Dumper->Dump([ [ 1 ], { a => [ 2 ] } ], [ qw(*list *map) ]);
my $shared = [ 'shared' ];
print Data::Dumper->Dump([ $shared, $shared, { again => $shared } ], [ qw(first *second *third) ]);
print Data::Dumper->Dump([ { a => 1 } ], [ '$named' ]);
print Data::Dumper->Dump([ 1, 2, 3 ], [ 'one' ]);

my $o = Data::Dumper->new([ $shared ], [ 'r' ]);
print $o->Dump;
print $o->Dump;
$o->Reset;
print $o->Dump;

my $cfg = Data::Dumper->new([ 1 ]);
print join(',', map { defined $_ ? $_ : 'undef' } $cfg->Indent, $cfg->Terse, $cfg->Pad,
    $cfg->Varname, $cfg->Quotekeys, $cfg->Pair, $cfg->Maxdepth, $cfg->Sortkeys,
    $cfg->Useqq, $cfg->Deepcopy, $cfg->Purity, $cfg->Bless), "\n";
$cfg->Varname('item')->Pad('> ')->Indent(1);
print $cfg->Varname, " ", $cfg->Indent, "\n";
print $cfg->Dump;
$cfg->Values([ [ 'new', 'values' ], 'two' ]);
print $cfg->Dump;
$cfg->Names([ 'first' ]);
print $cfg->Dump;
my @vals = $cfg->Values;
my @names = $cfg->Names;
print scalar(@vals), " values, names: @names\n";
print ref($cfg), "\n";
my @lines = Data::Dumper->new([ 1, 2 ])->Dump;
print scalar(@lines), "\n";
{
    local $Data::Dumper::Indent = 1;
    local $Data::Dumper::Terse = 1;
    my $from_globals = Data::Dumper->new([ [ 1 ] ]);
    print $from_globals->Dump;
}
my $q = Data::Dumper->new([ { 'key' => "it's" } ]);
print $q->Quotekeys(0)->Useqq(1)->Pair(': ')->Dump;
print Data::Dumper->new([ bless({ v => 1 }, 'Thing') ])->Bless('Thing::make')->Dump;
print Data::Dumper->new([ { b => 1, a => 2, c => 3 } ])
    ->Sortkeys(sub { [ sort { $b cmp $a } keys %{ $_[0] } ] })->Dump;
my $cycle = {};
$cycle->{me} = $cycle;
print Data::Dumper->new([ $cycle ], [ 'cycle' ])->Purity(1)->Dump;
print Data::Dumper->new([ [ $shared, $shared ] ])->Deepcopy(1)->Dump;
print eval { Data::Dumper->new('not an array') } ? "no error\n" : "error: $@";
print eval { $d->Values('scalar') } ? "no error\n" : "error: $@";
print Data::Dumper->can('Dump') ? "can Dump\n" : "cannot\n";

# A subclass finds the methods through @ISA; `*name` of something dumped before.
package My::Dumper;
our @ISA = ('Data::Dumper');
package main;
my $m = My::Dumper->new([ { a => 1 } ]);
print ref($m), "\n", $m->Indent(1)->Dump;
my %h = (k => [ 1 ]);
print Data::Dumper->Dump([ \%h, \%h ], [ '*h', 'ref' ]);
print Data::Dumper->Dump([ \%h, \%h ], [ 'ref', '*h' ]);
my @a = (1, \"s");
print Data::Dumper->Dump([ \@a, $a[1] ], [ '*a', 'b' ]);
