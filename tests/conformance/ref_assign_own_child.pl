# Assigning a value that lives inside a container to the variable holding the
# only reference to that container: the value must survive the old referent.
use strict;
use warnings;

package Node;
sub new { my ($class, $id) = @_; return bless { id => $id }, $class }
sub DESTROY { print "DESTROY $_[0]{id}\n" }

package main;

my $pair = [5, 6];
$pair = $pair->[1];
print "element: $pair\n";

my $rec = { k => "str" };
$rec = $rec->{k};
print "value: $rec\n";

# Walking a linked list with one variable.
my $list = { val => 1, next => { val => 2, next => { val => 3 } } };
my @seen;
while ($list) {
    push @seen, $list->{val};
    $list = $list->{next};
}
print "walk: @seen\n";

my $m = { next => { val => 42 } };
$m = $m->{next};
print "next: $m->{val}\n";

my $it = { cur => { next => { v => 3 } } };
$it->{cur} = $it->{cur}{next};
print "iterator: $it->{cur}{v}\n";

my @a = ([[7]]);
$a[0] = $a[0][0];
print "array element: $a[0][0]\n";

my %h = (a => { b => { c => 9 } });
$h{a} = $h{a}{b};
print "hash element: $h{a}{c}\n";

my $x = \\"inner";
$x = $$x;
print "deref: $$x\n";

my $y = { k => "or" };
$y = $y->{k} || die "missing";
print "or: $y\n";

my $z = { k => 0 };
$z = $z->{k} // 5;
print "defined-or: $z\n";

my $code = { run => sub { "called" } };
$code = $code->{run};
print "code: ", $code->(), "\n";

my ($p, $q) = ([8, [9]]);
($p, $q) = ($p->[1], $p->[0]);
print "list assign: $p->[0] $q\n";

my $s = ["text"];
$s = "$s->[0]!";
print "interpolated: $s\n";

# The objects the old container held: only those no longer reachable go.
my $t = { list => [Node->new("deep")], other => Node->new("other") };
$t = $t->{list};
print "kept: $t->[0]{id}\n";
$t = $t->[0];
print "now: $t->{id}\n";
undef $t;
print "end\n";
