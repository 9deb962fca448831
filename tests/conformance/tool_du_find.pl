#!/usr/bin/perl
# du-like: total size per top-level subdirectory, sorted
use strict;
use warnings;
use File::Find;
my $root = shift // '/usr/share/perl/5.36/Pod';
my %size;
find(sub {
    return unless -f $_;
    my $rel = substr($File::Find::name, length($root) + 1);
    my ($top) = split m{/}, $rel;
    $top = '.' if $top eq $rel;
    $size{$top} += (stat(_))[7];
}, $root);
for my $d (sort { $size{$b} <=> $size{$a} || $a cmp $b } keys %size) {
    printf "%8d  %s\n", int($size{$d} / 1024), $d;
}
