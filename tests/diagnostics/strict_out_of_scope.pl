use strict;
{
    my $x = 1;
}
print $x;
