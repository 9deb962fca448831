use strict;
use warnings;

# local on the punctuation variables that change how print, join and chomp behave.
my @items = qw(a b c);

{
    local $" = "-";
    print "list separator: @items\n";
    local $" = "";
    print "empty separator: @items\n";
}
print "default separator: @items\n";

{
    local $, = ", ";
    print "output", "field", "separator";
    print "\n";
}
print "no", "separator", "\n";

{
    local $\ = "<END>\n";
    print "record separator";
    print "twice", "joined";
}
print "no terminator\n";

{
    local ($,, $\) = (":", "!\n");
    print 1, 2, 3;
    my @l = (4, 5);
    print @l, "six";
}

sub emit { print @_ }
{
    local $, = "+";
    local $\ = "\n";
    emit("seen", "by", "sub");
}
emit("plain", "\n");

{
    local $/ = "END";
    my $s = "dataEND";
    chomp $s;
    print "chomp with \$/=END: $s\n";
    my $t = "data\n";
    chomp $t;
    print "newline kept: ", length($t), "\n";
}
{
    local $/ = "";
    my $p = "para\n\n\n";
    my $n = chomp $p;
    print "paragraph mode removed $n: [$p]\n";
}
{
    local $/;
    my $u = "keep\n";
    my $n = chomp $u;
    print "undef \$/ removes $n: ", length($u), "\n";
}
my $d = "normal\n";
chomp $d;
print "restored chomp: [$d]\n";

# interpolating with a localised $" inside a sub call
sub joined { local $" = shift; my @a = @_; return "@a" }
print joined("/", 1 .. 4), " ", joined(" and ", qw(x y)), " [@items]\n";
