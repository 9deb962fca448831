use strict;
use warnings;

# The foreach variable is localised to the loop, whatever kind of variable it is.
our $i = "global i";
for $i (1 .. 3) { }
print "our after loop: $i\n";

my $j = "lexical j";
for $j (1 .. 3) { }
print "my after loop: $j\n";

# a sub called from the loop sees the package variable being iterated
our $cur = "none";
sub show_cur { return "cur=$cur" }
my @seen;
for $cur (qw(a b)) { push @seen, show_cur() }
print "@seen; after: ", show_cur(), "\n";

# but a lexical loop variable is invisible to subs defined outside
my $lex = "outer";
sub show_lex { return "lex=$lex" }
my @seen2;
for $lex (qw(x y)) { push @seen2, show_lex() }
print "@seen2\n";

# for my $x gives a new variable that disappears after the loop
my $x = "before";
for my $x (1 .. 2) { $x *= 10 }
print "x still: $x\n";

# $_ is localised too
$_ = "topic";
for (1 .. 3) { }
print "\$_ after: $_\n";
for (qw(p q)) { inner_loop() }
sub inner_loop { for (1 .. 2) { } return }
print "\$_ after nested: $_\n";

# the loop variable aliases; changing it changes the array
my @nums = (1, 2, 3);
for my $n (@nums) { $n *= 2 }
print "aliased: @nums\n";
for (@nums) { $_++ }
print "aliased \$_: @nums\n";

# aliasing through hash values and slices
my %h = (a => 1, b => 2);
$_ *= 100 for values %h;
print "hash values: ", join(",", map { "$_=$h{$_}" } sort keys %h), "\n";
my @arr = (1 .. 6);
$_ = 0 for @arr[1, 3, 5];
print "slice alias: @arr\n";

# last leaves the variable's original value in place
our $k = "orig";
for $k (1 .. 10) { last if $k == 4 }
print "after last: $k\n";

# nested loops with the same variable name
my @pairs;
for my $v (1 .. 2) {
    for my $v (qw(a b)) { push @pairs, $v }
    push @pairs, $v;
}
print "nested same name: @pairs\n";

# while with my in the condition: a fresh variable scoped to the loop
my @queue = (3, 2, 1);
while (my $item = shift @queue) { print "item $item; " }
print "\n";
