use strict;
use warnings;
use feature 'say';

sub w { print defined wantarray ? (wantarray ? "list" : "scalar") : "void"; print "\n"; return }
w();
my $x = w();
my @y = w();
if (w()) {}
for (w()) {}
my $s = "" . (w() // "");
my @z = (1, w(), 2);
say "argument to another sub:";
take(w());
my $t = w() ? 1 : 0;
my ($one) = w();
my $joined = join(",", w());
my %h = (k => w());
sub take { return }

sub ctx { return wantarray ? "list" : defined(wantarray) ? "scalar" : "void" }
my @l = ctx();
my $sc = ctx();
say "ctx list: @l, scalar: $sc";
say "ctx inside say (list): ", ctx();
say "ctx with scalar(): ", scalar(ctx());
say "ctx in string concat: " . ctx();
say "ctx in interpolation-free ternary: ", (ctx() ? "true" : "false");

sub f { return (4, 5, 6) }
my $n = () = f();
my $xx = f();
my ($yy) = f();
say "$n $xx $yy";
sub g { my @r = (4, 5, 6); return @r }
my $gx = g();
say $gx;
sub e { return }
my @a = e();
my $es = e();
sub u { return undef }
my @b = u();
say scalar(@a), defined $es ? "d" : "u", scalar(@b);
sub yes_if { if ($_[0]) { "yes" } }
say "[", yes_if(0), "]";
sub five_unless { unless ($_[0]) { 5 } }
say "[", five_unless(0), "]";
sub both { my @r = (1, 2, 3); return wantarray ? @r : "scalar:" . scalar(@r) }
my @bl = both();
my $bs = both();
say "both: @bl / $bs";
sub last_expr_array { my @r = (7, 8); @r }
my $lea = last_expr_array();
my @lel = last_expr_array();
say "implicit array return: $lea / @lel";
sub last_expr_list { (7, 8, 9) }
my $lsl = last_expr_list();
say "implicit list return in scalar: $lsl";
sub hash_return { my %h = (a => 1, b => 2); return %h }
my %hr = hash_return();
say "hash returned: ", join(",", sort keys %hr);
sub slice_return { my @r = (1, 2, 3, 4); return @r[1 .. 2] }
my $slr = slice_return();
my @sll = slice_return();
say "slice return: $slr / @sll";
sub count_ret { my @r = (5, 5, 5, 5); return scalar(@r) }
say "explicit scalar: ", count_ret();
sub rev_ret { return reverse("ab", "cd") }
my $rr = rev_ret();
my @rl = rev_ret();
say "reverse return: $rr / @rl";
