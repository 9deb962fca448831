use strict;
use warnings;
use feature 'say';

sub bubble_sort {
    my @a = @_;
    my $swaps = 0;
    for my $i (0 .. $#a - 1) {
        my $swapped = 0;
        for my $j (0 .. $#a - 1 - $i) {
            if ($a[$j] > $a[$j + 1]) {
                ($a[$j], $a[$j + 1]) = ($a[$j + 1], $a[$j]);
                $swaps++;
                $swapped = 1;
            }
        }
        last unless $swapped;
    }
    return ($swaps, @a);
}

sub insertion_sort {
    my @a = @_;
    for my $i (1 .. $#a) {
        my $key = $a[$i];
        my $j = $i - 1;
        while ($j >= 0 && $a[$j] gt $key) {
            $a[$j + 1] = $a[$j];
            $j--;
        }
        $a[$j + 1] = $key;
    }
    return @a;
}

sub selection_sort_desc {
    my @a = @_;
    for my $i (0 .. $#a) {
        my $best = $i;
        for my $j ($i + 1 .. $#a) {
            $best = $j if $a[$j] > $a[$best];
        }
        my $t = $a[$i];
        $a[$i] = $a[$best];
        $a[$best] = $t;
    }
    return @a;
}

my @nums = (64, 34, 25, 12, 22, 11, 90, 5, -3, 0, 100, 22);
my ($swaps, @sorted) = bubble_sort(@nums);
say "input:   @nums";
say "bubble:  @sorted ($swaps swaps)";
my ($s2, @again) = bubble_sort(@sorted);
say "already sorted: $s2 swaps";
my @desc = selection_sort_desc(@nums);
say "desc:    @desc";
my @words = qw(pear apple fig banana cherry date apple);
my @ins = insertion_sort(@words);
say "insertion: @ins";
my @builtin = sort @words;
say "builtin:   @builtin";
say "same as builtin: ", (join(",", @ins) eq join(",", @builtin) ? "yes" : "no");
my @floats = (3.5, -1.25, 2, 0.5, 1e3, 1e-3);
my ($fs, @fsorted) = bubble_sort(@floats);
say "floats: @fsorted";
my ($es) = bubble_sort();
say "empty: $es swaps";
my ($os, @one) = bubble_sort(42);
say "one: @one";
my @median_src = (7, 1, 9, 3, 5);
my (undef, @m) = bubble_sort(@median_src);
say "median: $m[int(@m / 2)]";
