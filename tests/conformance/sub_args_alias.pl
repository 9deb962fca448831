use strict;
use warnings;
use feature 'say';

sub f { $_[0] = 9 }
my $x = 1;
f($x);
say $x;
my %h;
sub g { $_[0] = 1 }
g($h{new});
say exists $h{new} ? "created" : "not";
my %k;
sub n {}
n($k{z});
say exists $k{z} ? "created" : "not";
sub inc_all { $_++ for @_ }
my ($a, $b, $c) = (1, 2, 3);
inc_all($a, $b, $c);
say "inc_all: $a $b $c";
my @arr = (10, 20, 30);
inc_all(@arr);
say "inc_all array: @arr";
sub set_second { $_[1] = "second" }
my @two = ("first", "orig");
set_second(@two);
say "set second: @two";
sub copy_then_modify { my ($v) = @_; $v = "changed"; return $v }
my $orig = "orig";
copy_then_modify($orig);
say "copy does not alias: $orig";
sub shift_then_modify { my $v = shift; $v = "changed" }
shift_then_modify($orig);
say "shift copy does not alias: $orig";
sub swap { my $t = $_[0]; $_[0] = $_[1]; $_[1] = $t }
my ($p, $q) = ("left", "right");
swap($p, $q);
say "swapped through \@_: $p $q";
sub append { $_[0] .= "!" }
my $s = "hi";
append($s);
append($s);
say "appended: $s";
my @list = (1, 2);
append($list[1]);
say "element aliased: @list";
my %hh = (k => "v");
append($hh{k});
say "hash element aliased: $hh{k}";
sub count { return scalar(@_) }
my @empty;
say "count of empty: ", count(@empty);
sub mod_loop { for my $e (@_) { $e *= 2 } }
my @m = (1, 2, 3);
mod_loop(@m);
say "loop over \@_ aliases: @m";
sub args_len { my $n = @_; return $n }
say "args_len: ", args_len(1, 2, 3, 4);
sub last_arg { return $_[-1] }
say "last arg: ", last_arg(5, 6, 7);
sub arg_count_after_shift { shift; shift; return scalar(@_) }
say "after two shifts: ", arg_count_after_shift(1, 2, 3, 4, 5);
sub assign_whole { @_ = ("new"); return $_[0] }
my $keep = "kept";
say "assigning to \@_ breaks aliasing: ", assign_whole($keep), " $keep";
