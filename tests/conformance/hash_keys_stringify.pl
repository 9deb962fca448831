use strict;
use warnings;
use feature 'say';

my %h;
$h{1.0} = 1;
$h{"1.0"} = 2;
$h{01} = 3;
$h{0x10} = 4;
$h{-foo} = 5;
$h{0.1 + 0.2} = 6;
my @out;
for my $k (sort keys %h) {
    push @out, "$k=$h{$k}";
}
say join ",", @out;
my %g;
$g{1e3} = "a";
$g{1/4} = "b";
$g{2**0.5} = "c";
$g{1e21} = "d";
$g{-0.0} = "e";
$g{9223372036854775807 + 1} = "f";
$g{"007"} = "g";
$g{7} = "h";
$g{1_000} = "i";
for my $k (sort keys %g) {
    say "[$k] => $g{$k}";
}
say "lookup 1000 numeric: $g{1000}";
say "lookup '1000' string: $g{'1000'}";
say "lookup 0.25: $g{0.25}";
say "lookup '0': ", $g{"0"};
my %t;
$t{1 == 1} = "true key";
$t{1 == 0} = "false key";
for my $k (sort keys %t) {
    say "boolean key [$k] => $t{$k}";
}
my $kn = 10;
my %v = ($kn => "from var", "$kn" => "from string");
say "var and its string are one key: ", scalar(keys %v), " $v{10}";
my %c = (a => 1, A => 2);
say "case-sensitive keys: ", scalar(keys %c);
my %sp = (" a" => 1, "a " => 2, "a" => 3);
say "whitespace matters: ", scalar(keys %sp);
