# perl calls a List::Util block without leaving its scope between items (MULTICALL):
# `my` variables of the block keep their values from one item to the next (closures and
# references share them) and start afresh with each call; `local` lasts until the
# function returns; blocks nested inside scope their variables as usual.
use strict;
use warnings;
use List::Util qw(first any reduce pairmap);

our $g = "G";
first { my $x; print defined $x ? "x was $x\n" : "x undef\n"; $x = $_; print "g=$g\n"; local $g = $_; 0 } 1 .. 3;
print "after: g=$g\n";
first { my @arr; push @arr, $_; print "arr=@arr\n"; 0 } 1 .. 3;
first { my @arr; push @arr, $_; print "next call arr=@arr\n"; 0 } 1 .. 2;
my @subs;
first { my $x = $_; push @subs, sub { $x * 2 }; 0 } 1 .. 3;
print "closures: ", join(",", map { $_->() } @subs), "\n";
my @refs;
first { my %h; $h{$_} = 1; push @refs, \%h; 0 } qw(a b);
print "references: ", join(";", map { join(",", sort keys %$_) } @refs), "\n";
for my $round (1 .. 2) {
    any { my $n; $n++; print "round $round n=$n\n"; 0 } 1, 2;
}
my $r = reduce { my $t; $t .= $b; "$a$t" } qw(a b c);
print "reduce: $r\n";
first { if (1) { my $y; print defined $y ? "nested y kept\n" : "nested y undef\n"; $y = 1 } 0 } 1, 2;
my @pm = pairmap { my $acc; $acc .= "$a$b"; $acc } a => 1, b => 2;
print "pairmap: @pm\n";
