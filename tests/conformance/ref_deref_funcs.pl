use strict;
use warnings;

# Array and hash functions applied to dereferenced containers.
my %h;
push @{ $h{fruits} }, "apple", "pear";
push @{ $h{fruits} }, "plum";
unshift @{ $h{fruits} }, "fig";
my $popped = pop @{ $h{fruits} };
my $shifted = shift @{ $h{fruits} };
print "fruits: @{ $h{fruits} } (popped $popped, shifted $shifted)\n";

my $r = { a => 1, b => 2, c => 3 };
print "keys: ", join(",", sort keys %$r), "; values: ", join(",", sort { $a <=> $b } values %{$r}), "\n";
print "count: ", scalar(keys %$r), "\n";
delete $r->{b};
print "after delete: ", join(",", sort keys %$r), ", exists b: ", (exists $r->{b} ? 1 : 0), "\n";

my @pairs;
for my $k (sort keys %$r) { push @pairs, "$k=$$r{$k}" }
print "pairs: @pairs\n";

my $list = [1 .. 10];
my @removed = splice(@$list, 2, 3);
splice(@{$list}, 1, 0, "a", "b");
print "splice: @$list | removed @removed\n";
print "reverse: ", join(" ", reverse @$list), "\n";
print "sorted desc: ", join(" ", sort { $b <=> $a } grep { /^\d+$/ } @$list), "\n";
print "mapped: ", join(" ", map { $_ x 2 } @$list[0 .. 3]), "\n";
print "join on slice: ", join("-", @{$list}[-3 .. -1]), "\n";
print "hash slice: ", join(",", @{$r}{qw(a c)}), " ", join(",", @$r{'c', 'a'}), "\n";

# wantarray-style counting
my $n = @$list;
my $last = $#{$list};
print "n=$n last=$last\n";

# each over a hash ref, sorted afterwards
my %inv;
while (my ($k, $v) = each %$r) { $inv{$v} = $k }
print "inverted: ", join(",", map { "$_=>$inv{$_}" } sort keys %inv), "\n";

# exists/delete on array refs
my $arr = [qw(x y z)];
delete $arr->[2];
print "arr size ", scalar(@$arr), ", exists 1: ", (exists $arr->[1] ? 1 : 0), ", exists 2: ", (exists $arr->[2] ? 1 : 0), "\n";

# nested: a hash of arrays of arrays
my %grid;
push @{ $grid{row}[$_] }, $_ * 10, $_ * 10 + 1 for 0 .. 2;
print join(" | ", map { join(",", @$_) } @{ $grid{row} }), "\n";
print "total cells: ", scalar(map { @$_ } @{ $grid{row} }), "\n";

# local copies vs references
my @copy = @{ $h{fruits} };
push @copy, "extra";
print "orig ", scalar(@{ $h{fruits} }), " copy ", scalar(@copy), "\n";
my $alias = $h{fruits};
push @$alias, "shared";
print "orig now: @{ $h{fruits} }\n";

# wantarray on deref: assigning a hash ref's contents to a list
my ($first, @rest) = @{ [5, 6, 7] };
print "first $first rest @rest\n";
my %merged = (%$r, %{ { z => 26, a => 100 } });
print "merged: ", join(",", map { "$_=$merged{$_}" } sort keys %merged), "\n";
