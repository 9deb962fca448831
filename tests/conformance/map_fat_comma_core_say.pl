# map EXPR => LIST and grep EXPR => LIST (the fat comma as the comma), CORE::say
# without the say feature.
use strict;
use warnings;
my @pairs = map [$_, $_ * $_] => 1 .. 3;
print join(" ", map { "$_->[0]:$_->[1]" } @pairs), "\n";
my @big = grep $_ > 1 => 1, 2, 3;
print "@big\n";
my %h = map +($_ => 1) => qw(a b);
print join(",", sort keys %h), "\n";
CORE::say("said");
CORE::say STDOUT "to a handle";
{
    local $_ = "topic";
    CORE::say;
}
