# Data::Dumper: configuration variables left undefined warn as perl's module does (it has
# `use warnings` of its own), once per use of the value.
use Data::Dumper;

$Data::Dumper::Sortkeys = 1;
my $v = [ bless({ b => [ 2 ] }, 'X'), { c => 3 } ];

sub show {
    my ($name) = @_;
    print "== $name\n";
    print STDERR "== $name\n";
    print Dumper($v, 'two');
}
{ local $Data::Dumper::Pad; show('Pad'); }
{ local $Data::Dumper::Purity; show('Purity'); }
{ local $Data::Dumper::Maxdepth; show('Maxdepth'); }
{ local $Data::Dumper::Maxrecurse; show('Maxrecurse'); }
{ local $Data::Dumper::Pair; show('Pair'); }
{ local $Data::Dumper::Varname; show('Varname'); }
{ local $Data::Dumper::Bless; show('Bless'); }
{ local $Data::Dumper::Sortkeys; show('Sortkeys'); }
{ local $Data::Dumper::Terse; show('Terse'); }
{ local $Data::Dumper::Quotekeys; show('Quotekeys'); }
{ local $Data::Dumper::Indent; show('Indent'); }
{ local $Data::Dumper::Useqq; show('Useqq'); }
{ local $Data::Dumper::Deepcopy; show('Deepcopy'); }
{ local $Data::Dumper::Trailingcomma; show('Trailingcomma'); }
print Dumper('done');
