# Backticks, qx// and readpipe: the whole output in scalar context, records by $/ in
# list context, interpolation, $? and a command that cannot be started.
use strict;
use warnings;

my $out = `echo hello`;
print "scalar: [$out] ?=$?\n";
my @lines = `printf 'one\ntwo\nthree'`;
print "list: ", scalar(@lines), " lines, last [$lines[-1]]\n";
print "first: $lines[0]";
my $who = "world";
my @words = ("a", "b");
print `echo hello $who @words`;
print qx{echo braces $who};
print qx'echo "single: \$none @none"';
print qx(printf '%s-%s\n' x y);
my $n = () = `printf 'a\nb\nc\n'`;
print "count: $n\n";

# Empty output is "" (defined) in scalar context, nothing in list context.
my $empty = `true`;
print "empty: ", (defined $empty ? "defined" : "undef"), " len=", length($empty), "\n";
my @none = `true`;
print "none: ", scalar(@none), "\n";

# The exit status is in $?.
$out = `sh -c 'echo partial; exit 5'`;
print "status: ", $? >> 8, " out=$out";
`false`;
print "void false: ", $? >> 8, "\n";

# $/ decides how list context splits.
{
    local $/ = ":";
    my @f = `printf 'a:b:c'`;
    print "colon: ", join("|", @f), "\n";
}
{
    local $/;
    my @all = `printf 'x\ny\n'`;
    print "undef rs: ", scalar(@all), "\n";
}
{
    local $/ = "";
    my @para = `printf '\n\np1 l1\np1 l2\n\n\n\np2\n'`;
    print "paragraphs: ", scalar(@para), "\n";
    print map { "<$_>" } @para;
    print "\n";
}

# readpipe, with $_ by default.
print readpipe("echo via readpipe");
$_ = "echo topic";
print readpipe;
my $cmd = "echo built";
print readpipe($cmd . " up");

# A command that cannot run: undef (list: empty), $? -1, $! from the child.
my $bad = `/nonexistent/cmd`;
print "bad: ", (defined $bad ? "defined" : "undef"), " ?=$? !=$!\n";
my @bad = `/nonexistent/cmd two`;
print "bad list: ", scalar(@bad), " ?=$?\n";

# Output order: what was printed before comes first.
print "before|";
my $mid = `echo middle`;
chomp $mid;
print "$mid|after\n";
print "lines: ", join(",", map { chomp; $_ } `printf 'p\nq\n'`), "\n";
