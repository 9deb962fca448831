use strict;
use warnings;

# local on hash and array elements: temporary values, restored (or deleted) afterwards.
our %config = (mode => "prod", level => 3);
our @stack = (10, 20, 30);
my %lex = (colour => "red");

sub show { return join(", ", map { "$_=" . (defined $config{$_} ? $config{$_} : "undef") } sort keys %config) }

print "start: ", show(), "\n";
{
    local $config{mode} = "test";
    local $config{debug} = 1;
    print "inside: ", show(), "\n";
}
print "after: ", show(), "\n";

sub with_level { local $config{level} = shift; return show() }
print "in sub: ", with_level(9), "\n";
print "restored: ", show(), "\n";

# a key that did not exist is deleted again, not left as undef
{
    local $config{temp};
    print "temp exists inside: ", (exists $config{temp} ? 1 : 0), "\n";
}
print "temp exists after: ", (exists $config{temp} ? 1 : 0), "\n";

# array elements
{
    local $stack[1] = "twenty";
    print "stack inside: @stack\n";
}
print "stack after: @stack\n";
{
    local $stack[5] = "far";
    print "extended inside: ", scalar(@stack), "\n";
}
print "size after: ", scalar(@stack), "\n";

# local on elements of a lexical hash works too
{
    local $lex{colour} = "blue";
    local $lex{size} = "L";
    print "lex inside: ", join(",", map { "$_=$lex{$_}" } sort keys %lex), "\n";
}
print "lex after: ", join(",", map { "$_=$lex{$_}" } sort keys %lex), "\n";

# nested data: local on a deep element
my $tree = { a => { b => "orig" } };
sub peek { return $tree->{a}{b} }
{
    local $tree->{a}{b} = "temp";
    print "deep inside: ", peek(), "\n";
}
print "deep after: ", peek(), "\n";

# restored when leaving by die
eval {
    local $config{mode} = "dying";
    die "boom\n";
};
print "after die: mode=$config{mode} err=$@";

# restored when leaving by last and next
for my $i (1 .. 3) {
    local $config{iter} = $i;
    next if $i == 1;
    last if $i == 2;
}
print "after loop: ", (exists $config{iter} ? "iter left" : "iter gone"), "\n";

# local on a whole hash and array
{
    local %config = (only => "this");
    local @stack = ();
    print "whole: ", show(), " / ", scalar(@stack), "\n";
}
print "whole after: ", show(), " / @stack\n";
