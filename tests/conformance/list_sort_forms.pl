use strict;
use warnings;

# sort: default string order, numeric, reverse, multi-key, stable, named comparators.
my @n = (10, 9, 100, 1, 25, -3, 0);
print "default (string): @{[ sort @n ]}\n";
print "numeric: @{[ sort { $a <=> $b } @n ]}\n";
print "numeric desc: @{[ sort { $b <=> $a } @n ]}\n";
print "reverse sort: @{[ reverse sort { $a <=> $b } @n ]}\n";
print "mixed case: @{[ sort qw(banana Apple cherry apple Banana _x 1z) ]}\n";
print "case-insensitive (stable): @{[ sort { lc($a) cmp lc($b) } qw(b A a B c C) ]}\n";

sub by_number { $a <=> $b }
sub by_length_then_alpha { length($a) <=> length($b) or $a cmp $b }
print "named sub: @{[ sort by_number 3, 11, 2 ]}\n";
print "named multi-key: @{[ sort by_length_then_alpha qw(pear fig apple kiwi date banana) ]}\n";

my @people = (
    { name => "ann",  age => 31, city => "paris" },
    { name => "bob",  age => 25, city => "oslo" },
    { name => "cid",  age => 31, city => "oslo" },
    { name => "dee",  age => 25, city => "paris" },
    { name => "eve",  age => 40, city => "oslo" },
);
my @by_age_name = sort { $a->{age} <=> $b->{age} or $a->{name} cmp $b->{name} } @people;
print "age, name: ", join(" ", map { "$_->{name}($_->{age})" } @by_age_name), "\n";
my @by_city_age_desc = sort { $a->{city} cmp $b->{city} || $b->{age} <=> $a->{age} } @people;
print "city, age desc: ", join(" ", map { "$_->{city}/$_->{name}" } @by_city_age_desc), "\n";

# stability: equal keys keep input order
my @recs = map { [$_, int($_ / 10)] } (31, 12, 35, 17, 30, 11, 38);
print "stable by tens: ", join(" ", map { $_->[0] } sort { $a->[1] <=> $b->[1] } @recs), "\n";

# sorting hash keys by value, then by key
my %score = (al => 3, bo => 5, cy => 3, di => 1, ed => 5);
print "by score desc: ", join(" ", sort { $score{$b} <=> $score{$a} or $a cmp $b } keys %score), "\n";

# Schwartzian transform
my @files = qw(b.txt a.pl c.txt a.txt b.pl);
my @sorted = map { $_->[0] } sort { $a->[2] cmp $b->[2] or $a->[1] cmp $b->[1] } map { [$_, split /\./] } @files;
print "by extension then name: @sorted\n";

# numeric strings and NaN do not die
print "numeric strings: @{[ sort { $a <=> $b } qw(10 9 2.5 -1 1e2) ]}\n";
print "with nan: @{[ sort { $a <=> $b } 3, 'nan' + 0, 1, 0 ]}\n";

# sort returns a new list; the original is unchanged, but the elements are aliases
my @orig = (3, 1, 2);
my @copy = sort { $a <=> $b } @orig;
print "original @orig, sorted @copy\n";
$_ *= 10 for sort { $a <=> $b } @orig;
print "modified through sort aliases: @orig\n";

# sort in scalar context is undefined; take the count another way
my $count = () = sort @orig;
print "count via countof: $count\n";

# sorting numbers as strings vs numbers with uniqueness
my %seen;
my @uniq = sort { $a <=> $b } grep { !$seen{$_}++ } (5, 3, 5, 1, 3, 9);
print "unique sorted: @uniq\n";
