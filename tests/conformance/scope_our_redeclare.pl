use strict;
use warnings;

# An our declaration hides a my of the same name: in the same scope perl warns, and
# from then on the name means the package variable.
our $name = "pkg";
{
    my $name = "lex";
    print "before: $name\n";
    our $name;
    print "after our: $name\n";
    $name = "assigned";
}
print "package variable: $main::name\n";

# an our in an inner block hides an outer my
my $colour = "lexical red";
$main::colour = "package blue";
{
    our $colour;
    print "inner our: $colour\n";
}
print "outer my: $colour\n";

my $count = 1;
our $count;
$count++;
print "count: $count, main::count: ", (defined $main::count ? $main::count : "undef"), "\n";
