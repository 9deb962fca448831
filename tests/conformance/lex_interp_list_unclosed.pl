# @{[ opened inside a string and never closed.
my $x = "@{[ 1 ";
print $x;
