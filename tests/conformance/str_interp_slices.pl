use strict;
use warnings;

# Interpolating slices, elements and expressions into double-quoted strings.
my @a = qw(zero one two three four);
my %h = (apple => "red", banana => "yellow", lime => "green");
my @keys = qw(apple lime);
my $ar = [10, 20, 30];
my $hr = { x => 1, y => 2 };

print "array: @a\n";
print "array slice: @a[1, 2]\n";
print "range slice: @a[1 .. 3]\n";
print "negative element: $a[-1] $a[-2]\n";
print "hash element: $h{apple} $h{'banana'} $h{lime}\n";
print "hash slice: @h{'apple', 'lime'}\n";
print "hash slice by array: @h{@keys}\n";
print "hash slice with qw: @h{qw(banana apple)}\n";
print "ref elements: $ar->[0] $$ar[1] ${$ar}[2] $hr->{x} $$hr{y}\n";
print "ref slices: @{$ar}[0, 1] @$ar[2] @{$hr}{qw(x y)}\n";
print "whole ref: @$ar and @{$ar}\n";
print "index expression: $a[1 + 1] $a[$#a] $a[-@a]\n";
print "expression: @{[ scalar(@a) * 2 ]} ${\ join('+', 1 .. 3)}\n";
{
    local $" = ",";
    print "with separator: @a[0 .. 2] @h{@keys}\n";
}
my $i = 2;
print "variable index: $a[$i] $a[$i-1] @a[$i, $i+1]\n";
print "email-like: user\@example.com, array sigil escaped: \@a\n";
print "method-like arrow is text: $hr->{x}->text\n";
