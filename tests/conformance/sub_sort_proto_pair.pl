# sort with a ($$)-prototyped comparator: the pair is its @_ (named, by a
# reference, qualified, defined after the sort, installed through a glob); a
# comparator without the prototype sees its caller's @_.
use strict;
use warnings;
sub bynum($$) { $_[0] <=> $_[1] }
print join(",", sort bynum 10, 2, 33, 4), "\n";
my $cr = sub ($$) { $_[1] <=> $_[0] };
print join(",", sort $cr 10, 2, 33, 4), "\n";
package Pkg { sub cmp($$) { my ($x, $y) = @_; $x cmp $y } }
print join(",", sort Pkg::cmp qw(pear apple fig)), "\n";
sub outer {
    print join(",", sort later 3, 1, 2), "\n";
    print join(",", sort plain 3, 1, 2), "\n";
}
sub plain { print scalar(@_), " [@_] "; $a <=> $b }
outer('x', 'y');
sub later($$) { $_[0] <=> $_[1] }
no strict 'refs';
*{"main::by_glob"} = sub ($$) { $_[0] <=> $_[1] };
print join(",", sort by_glob 5, 3, 4), "\n";
my $plain = sub { $b <=> $a };
print join(",", sort $plain 5, 3, 4), "\n";
my @l = sort { $a <=> $b } 3, 1, 2;
print "@l\n";
