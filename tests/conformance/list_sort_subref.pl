use strict;
use warnings;

# sort SUBREF LIST and sort SUBNAME LIST with the name in a variable.
my $desc = sub { $b cmp $a };
my $numeric = sub { $a <=> $b };
print "subref desc: ", join(" ", sort $desc qw(x a m)), "\n";
print "subref numeric: ", join(" ", sort $numeric 10, 9, 100), "\n";

my %comparators = (
    alpha   => sub { $a cmp $b },
    length  => sub { length($a) <=> length($b) or $a cmp $b },
    reverse => sub { $b cmp $a },
);
my @words = qw(pear fig apple kiwi);
for my $name (sort keys %comparators) {
    my $c = $comparators{$name};
    print "$name: ", join(" ", sort $c @words), "\n";
}

sub by_num { $a <=> $b }
my $subname = "by_num";
{
    no strict 'refs';
    print "by name in a variable: ", join(" ", sort $subname 3, 20, 1), "\n";
}
