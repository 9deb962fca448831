# goto &sub's errors, with perl's texts and the goto's line.
use strict;
use warnings;
use List::Util qw(first);

our $state = "start";
sub target { return "target(@_)" }

sub undefined_named { local $state = "in sub"; goto &no_such_sub }
sub undefined_symbolic { no strict 'refs'; my $n = "missing"; goto &$n }
sub undefined_qualified { goto &{"Some::Pkg::missing"} }
sub not_code { my $h = {}; goto &$h }
sub not_code_array { goto &{[1, 2]} }
sub undef_code { my $u; goto &$u }
sub in_eval { my $r = eval { goto &target; 1 }; print "  inner eval: $@"; return "in_eval returned" }
sub in_sort { my @s = sort { goto &target } 3, 1, 2; return "sorted" }
sub by_cmp { goto &target }
sub named_sort { my @s = sort by_cmp 3, 1, 2; return "sorted" }
sub in_first { my $f = first { goto &target } 1, 2; return "first" }
sub dies_in_target { goto &dier }
sub dier { die "dier: @_\n" }

for my $case (qw(undefined_named undefined_symbolic undefined_qualified not_code
                 not_code_array undef_code in_eval in_sort named_sort in_first dies_in_target)) {
    no strict 'refs';
    my $r = eval { &$case("arg"); };
    print "$case: ", defined $r ? "returned $r\n" : "error: $@";
    print "  state: $state\n";
}

my $r = eval { goto &target; 1 };
print "top-level eval: $@";

goto &target;
print "not reached\n";
