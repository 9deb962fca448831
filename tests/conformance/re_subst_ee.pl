use strict;
use warnings;

# s///ee: the replacement is evaluated as code, and the result is
# evaluated again as a Perl expression (a string eval).
my %vars = (a => '1 + 2', b => '"x" x 3', c => '10 / 4');
my $t = "a=[A] b=[B] c=[C]";
$t =~ s/\[([A-Z])\]/'$vars{' . lc($1) . '}'/gee;
print "$t\n";

my $expr = "sum: 2*3+1, square: 7**2";
$expr =~ s/(\d[\d*+]*)/$1/gee;
print "$expr\n";

# With single /e the same replacement yields the code text.
my $once = "x=[A]";
$once =~ s/\[([A-Z])\]/'$vars{' . lc($1) . '}'/ge;
print "single e: $once\n";

# The classic idiom: expand $name placeholders to the lexicals of the same name.
my $user = "bob";
my $id = 42;
my $msg = 'user $user has id $id';
$msg =~ s/(\$\w+)/$1/ee;
print "first only: $msg\n";
$msg = 'user $user has id $id';
$msg =~ s/(\$\w+)/$1/gee;
print "all: $msg\n";
