# After map and grep, a `{` opens an anonymous hash when perl's lexer guesses so: a
# first term that is a string or a word followed by `=>` (or by `,`, but not after a
# lowercase word); otherwise it opens a block. `map { "$_" => 1 }, LIST` is a list of
# hashes (the classic gotcha), `map { $_ => 1 } LIST` pairs, `map {; ...}` and
# `map +{...}` force the choice.
use strict;
use warnings;
my @l = (1, 2);
my @h = map { "$_" => 1 }, @l;
print scalar(@h), " ", ref($h[0]), " ", join(",", %{ $h[1] }), "\n";
my @w = map { foo => $_ }, @l;
print ref($w[0]), " $w[1]{foo}\n";
my @q = map { q(k) => $_ }, @l;
print join(",", map { $_->{k} } @q), "\n";
my %pairs = map { $_ => 1 } @l;
print join(",", sort keys %pairs), "\n";
my @forced = map {; "$_" => 1 } @l;
print "@forced\n";
my @plus = map +{ n => $_ }, @l;
print join(",", map { $_->{n} } @plus), "\n";
my @empty = map {}, @l;
print scalar(@empty), " ", ref($empty[0]), "\n";
my @g = grep { $_ > 1 } @l;
print "@g\n";
my @c = map { # a comment first
    "x$_" => 1 }, @l;
print ref($c[0]), "\n";
