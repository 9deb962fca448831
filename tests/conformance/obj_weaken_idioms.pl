use strict; use warnings;
use Scalar::Util qw(weaken isweak unweaken);
package Node;
use Scalar::Util qw(weaken);
sub new { my ($class, $name, $parent) = @_; my $self = bless { name => $name, kids => [] }, $class;
    if ($parent) { $self->{parent} = $parent; weaken($self->{parent}); push @{ $parent->{kids} }, $self; }
    return $self; }
sub path { my $s = shift; return $s->{parent} ? $s->{parent}->path . "/" . $s->{name} : $s->{name} }
sub DESTROY { my $s = shift; print "DESTROY $s->{name} (parent ", (defined $s->{parent} ? "alive" : "gone"), ")\n" }
package main;
{
    my $root = Node->new("root");
    my $a = Node->new("a", $root);
    my $b = Node->new("b", $a);
    print $b->path, "\n";
    print "parent weak: ", (isweak($b->{parent}) ? 1 : 0), "\n";
    my $copy = $b->{parent};
    print "copy weak: ", (isweak($copy) ? 1 : 0), "\n";
}
print "tree gone\n";
my %cache;
sub get { my $k = shift; return $cache{$k} if defined $cache{$k}; my $v = Node->new("cached-$k"); $cache{$k} = $v; weaken($cache{$k}); return $v }
{ my $x = get("x"); my $y = get("x"); print "same: ", ($x == $y ? 1 : 0), "\n"; }
print "cache entry: ", (defined $cache{x} ? "alive" : "undef"), ", exists: ", (exists $cache{x} ? 1 : 0), "\n";
my $strong = Node->new("lonely");
my $weak = $strong;
weaken($weak);
undef $strong;
print "weak after strong gone: ", (defined $weak ? "alive" : "undef"), "\n";
my $only = Node->new("only");
weaken($only);
print "weakened last ref: ", (defined $only ? "alive" : "undef"), "\n";
my $keep = Node->new("unweakened");
my $w2 = $keep; weaken($w2); unweaken($w2);
undef $keep;
print "unweaken keeps: ", (defined $w2 ? $w2->{name} : "undef"), " weak=", (isweak($w2) ? 1 : 0), "\n";
undef $w2;
my @list = (Node->new("in list"));
my $lw = $list[0]; weaken($lw);
@list = ();
print "list ref: ", (defined $lw ? "alive" : "undef"), "\n";
my $num = 42; my $nr = \$num; weaken($nr); print "weak to scalar: $$nr\n";
my $self_cycle = { name => "cycle" }; $self_cycle->{me} = $self_cycle; weaken($self_cycle->{me});
my $probe = $self_cycle; weaken($probe);
undef $self_cycle;
print "cycle broken: ", (defined $probe ? "leaked" : "freed"), "\n";
eval { my $n = 5; weaken($n) }; print "error: $@";
my $u; weaken($u); print "undef ok\n";
my $dup = [1]; my $dw = $dup; weaken($dw); weaken($dw);
print "done\n";
