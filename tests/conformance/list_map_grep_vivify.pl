# map's and grep's list is modifiable: a dereference of an undefined element or
# variable there makes the array or hash (as a foreach list does), where a plain list
# dies. Test2's Event::Ok greps `@{$out->{amnesty}}` so.
use strict;
use warnings;

my $h = {};
my @r = grep { 1 } @{$h->{x}};
print exists $h->{x} ? "grep: made " . ref($h->{x}) . "\n" : "grep: none\n";
my $g = {};
my @m = map { $_ } %{$g->{y}};
print exists $g->{y} ? "map: made " . ref($g->{y}) . "\n" : "map: none\n";
my $u;
my @n = grep { 1 } @$u;
print "lexical: ", ref $u, "\n";
my @deep;
my @d = map { $_ } @{$deep[2]{z}};
print "deep: ", scalar(@deep), " ", ref $deep[2]{z}, "\n";
my $full = { x => [1, 2, 3] };
print "kept: ", join(",", grep { $_ > 1 } @{$full->{x}}), "\n";
my $k = {};
my @l = eval { (1, @{$k->{x}}) };
print "plain list: ", $@ =~ /^Can't use an undefined value as an ARRAY reference/ ? "dies\n" : "lives\n";
