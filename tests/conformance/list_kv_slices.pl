use strict;
use warnings;

# Key/value slices (perl 5.20+): %hash{KEYS} and %array[INDICES] return pairs.
my %h = (apple => "red", banana => "yellow", grape => "purple", lime => "green");
my %kv = %h{qw(apple lime)};
print "key/value slice: ", join(", ", map { "$_=$kv{$_}" } sort keys %kv), "\n";
my @pairs = %h{"grape"};
print "pairs: @pairs\n";
my @missing = %h{"nope"};
print "missing key gives: ", scalar(@missing), " elements, value ", (defined $missing[1] ? "defined" : "undef"), "\n";

my @arr = qw(a b c d e);
my %ik = %arr[0, 2, 4];
print "index/value slice: ", join(", ", map { "$_=$ik{$_}" } sort keys %ik), "\n";
my @flat = %arr[-1, 1];
print "negative indices: @flat\n";

my $hr = \%h;
my %sub = %$hr{qw(banana apple)};
print "through a ref: ", join(", ", map { "$_=$sub{$_}" } sort keys %sub), "\n";
my $ar = \@arr;
my %isub = %{$ar}[1 .. 2];
print "array ref: ", join(", ", map { "$_=$isub{$_}" } sort keys %isub), "\n";

# a subset of a config hash passed on as named arguments
my %config = (host => "h", port => 1, user => "u", pass => "p");
sub connect_args { my %a = @_; return join(" ", map { "$_=$a{$_}" } sort keys %a) }
print "subset: ", connect_args(%config{qw(host port)}), "\n";
