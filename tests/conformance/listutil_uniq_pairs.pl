# uniq and friends, pairs and friends, head/tail, zip/mesh, shuffle/sample with srand.
use strict;
use warnings;
use List::Util qw(uniq uniqnum uniqstr uniqint pairs unpairs pairkeys pairvalues
    head tail zip mesh zip_shortest mesh_longest shuffle sample);

sub show { join("|", map { defined $_ ? $_ : "U" } @_) }

my @a = (3, 1, 2, 1, "3", undef, "", undef);
print "uniq: ", show(uniq @a), "\n";
my $n = uniq @a;
print "uniq count: $n\n";
print "uniq of nothing: ", scalar(my @none = uniq()), " count ", scalar(uniq()), "\n";
my $u;
print "uniq of one undef: ", show(uniq($u)), "\n";
print "uniqnum: ", show(uniqnum(1, "1.0", 1.5, "01", 2, 1e0, "1.50")), "\n";
print "uniqnum zeros and big: ", show(uniqnum(0, -0.0, "0.0", 1e20, 18446744073709551615, -9223372036854775808, 9223372036854775807)), "\n";
print "uniqnum count: ", scalar(uniqnum(1, 1, 2)), "\n";
print "uniqstr: ", show(uniqstr("a", "b", "a", "", "b")), "\n";
print "uniqint: ", show(uniqint(1.5, 1, 2.7, -1.5, -1, 3)), "\n";
{
    no warnings;
    print "uniqstr with undef: ", show(uniqstr(undef, "", "x")), "\n";
}
print "uniqnum with undef: ", show(uniqnum(undef, 0, 1)), "\n";

my @p = pairs(a => 1, b => 2);
print "pairs: ", scalar(@p), " of ", ref($p[0]), ": ", join(" ", map { "$_->[0]=$_->[1]" } @p), "\n";
my $lastp = pairs(a => 1, b => 2);
print "pairs in scalar context: $lastp->[0]\n";
my @odd = pairs(1, 2, 3);
print "odd pairs: ", scalar(@odd), " last ", show(@{ $odd[1] }), "\n";
print "pairkeys: ", show(pairkeys(a => 1, b => 2)), " pairvalues: ", show(pairvalues(a => 1, b => 2)), "\n";
print "pairvalues odd: ", show(pairvalues(1, 2, 3)), "\n";
print "unpairs: ", show(unpairs([1, 2], [3], [], [4, 5, 6])), "\n";
my $pk = pairkeys(x => 1, y => 2);
print "pairkeys in scalar context: $pk\n";
my @copy = (1, 2);
my @k = pairkeys(@copy);
$k[0] = 9;
print "pairkeys copies: @copy\n";

print "head: ", show(head(2, 1 .. 5)), " / ", show(head(-2, 1 .. 5)), " / ", show(head(9, 1 .. 3)), " / ", show(head(0, 1 .. 3)), "\n";
print "tail: ", show(tail(2, 1 .. 5)), " / ", show(tail(-2, 1 .. 5)), " / ", show(tail(9, 1 .. 3)), " / ", show(tail(-9, 1 .. 3)), "\n";
my $h = head 2, 5, 6, 7;
print "head in scalar context: $h\n";

print "zip: ", join(";", map { show(@$_) } zip([1, 2, 3], [4, 5])), "\n";
print "zip_shortest: ", join(";", map { show(@$_) } zip_shortest([1, 2, 3], [4, 5])), "\n";
print "mesh: ", show(mesh([1, 2, 3], ['a', 'b'])), "\n";
print "mesh_longest: ", show(mesh_longest([1], ['a', 'b'])), "\n";

srand(42);
print "shuffle: ", join(" ", shuffle 1 .. 10), "\n";
print "shuffle again: ", join(" ", shuffle 'a' .. 'e'), "\n";
srand(7);
print "sample: ", join(" ", sample 3, 1 .. 10), "\n";
print "sample more than there is: ", join(" ", sort { $a <=> $b } sample 9, 1 .. 4), "\n";
print "sample none: ", scalar(my @s = sample 0, 1 .. 4), "\n";
srand(42);
my $r1 = rand();
srand(42);
my @sh = shuffle 1, 2;
print "shuffle draws from rand: ", (rand() == $r1 ? "no" : "yes"), "\n";
