use strict;
use warnings;

sub rv { my $v = shift; return defined $v ? (length $v ? "'$v'" : "empty string") : "undef" }

# s/// return values: number of substitutions, or "" (defined, empty) when none.
my $s = "one fish two fish red fish";
my $n = ($s =~ s/fish/cat/);
print "single: $s, returned ", rv($n), "\n";
$n = ($s =~ s/fish/cat/g);
print "global: $s, returned ", rv($n), "\n";
$n = ($s =~ s/fish/cat/g);
print "nothing left: returned ", rv($n), "\n";

# Replacement interpolates captures and variables.
my $name = "World";
my $greet = "Hello, NAME! Bye, NAME.";
$greet =~ s/NAME/$name/g;
print "$greet\n";
my $d = "2024-03-15";
(my $us = $d) =~ s/(\d+)-(\d+)-(\d+)/$2\/$3\/$1/;
print "us date: $us (original $d)\n";
my $swap = "left right";
$swap =~ s/(\w+) (\w+)/$2 $1/;
print "swapped: $swap\n";
my $braced = "x5";
$braced =~ s/(\d)/${1}0/;
print "braced capture: $braced\n";

# Case insensitive.
my $c = "Perl PERL perl pErL";
my $k = ($c =~ s/perl/Raku/gi);
print "$c ($k)\n";

# Different delimiters.
my $p = "/usr/local/lib";
$p =~ s{/usr/local}{/opt};
print "braces: $p\n";
$p =~ s#/lib#/share#;
print "hash delim: $p\n";
$p =~ s(opt)[srv];
print "mixed brackets: $p\n";
$p =~ s!/!\\!g;
print "backslashes: $p\n";

# Substitution on the default variable.
$_ = "  padded  ";
s/^\s+//;
s/\s+$//;
print "trimmed: [$_]\n";

# On array elements, hash values, and through foreach aliasing.
my @list = ("apple pie", "banana split", "cherry tart");
s/ /_/ for @list;
print "aliased: @list\n";
$list[1] =~ s/an/AN/g;
print "element: $list[1]\n";
for my $item (@list) { $item =~ s/^(\w)/\u$1/ }
print "capitalized: @list\n";
my %h = (a => "x-y-z", b => "p-q");
$h{$_} =~ s/-/+/g for sort keys %h;
print "hash values: $h{a} $h{b}\n";
my @counts = map { (my $t = $_) =~ s/[aeiou]//g } qw(banana kiwi fig);
print "vowels removed counts: ", join(",", map { rv($_) } @counts), "\n";

# Empty replacement and deleting characters.
my $phone = "(555) 123-4567";
(my $digits = $phone) =~ s/\D//g;
print "digits: $digits\n";

# Substitution that changes length repeatedly inside a while loop.
my $nested = "((a)(b(c)))";
my $rounds = 0;
$rounds++ while $nested =~ s/\(\w*\)/X/;
print "collapse parens: $nested after $rounds rounds\n";

# Replacement with special characters that must be literal.
my $money = "cost: 5";
$money =~ s/(\d+)/\$$1.00/;
print "$money\n";
my $at = "user";
$at =~ s/$/\@example.com/;
print "$at\n";
