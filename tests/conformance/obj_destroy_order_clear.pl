# The order objects are destroyed in when several go at once: list assignments
# that leave targets without values, splice and delete of slices.
use strict;
use warnings;

package Tracked;
sub new { my ($class, $id) = @_; return bless { id => $id }, $class }
sub DESTROY { print "  DESTROY $_[0]{id}\n" }

package main;

sub step { print "$_[0]\n" }

step("list assignment of nothing");
my ($x, $y) = (Tracked->new("x1"), Tracked->new("y1"));
($x, $y) = ();

step("list assignment of fewer values");
($x, $y) = (Tracked->new("x2"), Tracked->new("y2"));
($x, $y) = (5);

step("list assignment of new values");
($x, $y) = (Tracked->new("x3"), Tracked->new("y3"));
($x, $y) = (1, 2);

step("hash slice assigned nothing");
my %h = (a => Tracked->new("ha"), b => Tracked->new("hb"));
@h{qw(a b)} = ();

step("splice in void context");
my @list = map { Tracked->new("s$_") } 0 .. 3;
splice(@list, 1);

step("splice in scalar context");
@list = map { Tracked->new("t$_") } 0 .. 3;
my $last = splice(@list, 1);
print "  kept $last->{id}\n";
undef $last;

step("splice in list context");
@list = map { Tracked->new("u$_") } 0 .. 3;
my @taken = splice(@list, 1, 2);
@taken = ();

step("delete of a hash slice");
my %pool = map { $_ => Tracked->new("p$_") } qw(a b c d);
delete @pool{qw(c d)};

step("delete of a hash slice, values kept");
my @gone = delete @pool{qw(a b)};
print "  deleted ", join(",", map { $_->{id} } @gone), "\n";
@gone = ();

step("delete of an array slice");
my @arr = map { Tracked->new("a$_") } 0 .. 3;
delete @arr[1, 2];

step("clearing");
@arr  = ();
@list = ();
step("done");
