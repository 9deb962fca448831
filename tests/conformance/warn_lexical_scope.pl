use strict;
use warnings;

# Warnings are lexically scoped: no warnings in a block, by category, and re-enabled inside.
$SIG{__WARN__} = sub { print "W: $_[0]" };
my $u;

my $s = "a" . $u;
{
    no warnings;
    $s = "b" . $u;
    my $n = "abc" + 1;
    my %h = (1);
    {
        use warnings 'uninitialized';
        $s = "c" . $u;
        $n = "def" + 1;
    }
}
{
    no warnings 'uninitialized';
    $s = "d" . $u;
    my $n = "ghi" + 1;
}
{
    no warnings 'numeric';
    my $n = "jkl" + 1;
    $s = "e" . $u;
}
{
    no warnings qw(uninitialized numeric);
    my $n = "mno" + $u;
}

# the scope is lexical: a sub defined inside no warnings stays quiet when called from elsewhere
my $quiet;
{
    no warnings 'uninitialized';
    $quiet = sub { return "q" . $_[0] };
}
sub loud { return "l" . $_[0] }
$s = $quiet->(undef);
$s = loud(undef);

# a sub defined outside warns even when called from inside a no warnings block
{
    no warnings;
    $s = loud(undef);
}

# warnings in string-building helpers
sub join_all { no warnings 'uninitialized'; return join "-", @_ }
print "joined: ", join_all(1, undef, 3), "\n";
print "done\n";
