# Destructors as containers let go of their elements: delete, splice, pop, shift,
# $#a, nested structures, overwriting an element, and a reference count that says when.
use strict; use warnings;
package Item;
my @log;
sub new { my ($c, $n) = @_; bless { n => $n }, $c }
sub DESTROY { push @log, $_[0]{n} }
sub log_and_clear { my $l = join(",", @log); @log = (); $l }
package main;
my @a = map { Item->new("a$_") } 1 .. 5;
pop @a;            print "pop: ", Item::log_and_clear(), "\n";
shift @a;          print "shift: ", Item::log_and_clear(), "\n";
$#a = 0;           print "truncate: ", Item::log_and_clear(), "\n";
$a[0] = Item->new("replacement"); print "overwrite: ", Item::log_and_clear(), "\n";
undef @a;          print "undef array: ", Item::log_and_clear(), "\n";
my %h = map { ("k$_" => Item->new("h$_")) } 1 .. 3;
delete $h{k2};     print "delete: ", Item::log_and_clear(), "\n";
my @deleted = delete @h{qw(k1 k3)};
print "slice delete kept: ", Item::log_and_clear(), "\n";
@deleted = ();     print "dropped: ", join(",", sort split /,/, Item::log_and_clear()), "\n";
my $deep = { list => [ Item->new("d1"), { more => Item->new("d2") } ] };
my $alias = $deep->{list};
undef $deep;       print "outer gone, alias holds: [", Item::log_and_clear(), "]\n";
undef $alias;      print "alias gone: ", Item::log_and_clear(), "\n";
my $shared = Item->new("shared");
my @holders = ($shared, $shared);
undef $shared;     print "one holder less: [", Item::log_and_clear(), "]\n";
@holders = ();     print "all holders gone: ", Item::log_and_clear(), "\n";
my $obj = Item->new("returned");
sub pass_through { return $_[0] }
my $same = pass_through($obj);
undef $obj;        print "still held: [", Item::log_and_clear(), "]\n";
$same = 42;        print "overwritten: ", Item::log_and_clear(), "\n";
my $code;
{ my $captured = Item->new("captured"); $code = sub { $captured->{n} } }
print "closure keeps: [", Item::log_and_clear(), "] ", $code->(), "\n";
undef $code;       print "closure freed: ", Item::log_and_clear(), "\n";
for my $x (map { Item->new("tmp$_") } 1 .. 2) { print "loop sees $x->{n}\n" }
print "temporaries after loop: ", Item::log_and_clear(), "\n";
print "grep count: ", scalar(grep { $_->{n} } map { Item->new("g$_") } 1 .. 3), "\n";
print "after grep: ", Item::log_and_clear(), "\n";
