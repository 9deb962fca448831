# Scalar-context glob: each op iterates its own results, undef once, then again.
use strict;
use warnings;
use File::Temp qw(tempdir);

my $top = tempdir(CLEANUP => 1);
chdir $top or die "chdir: $!";
for my $f (qw(a.log b.log c.log keep.txt)) {
    open my $fh, '>', $f or die "$f: $!";
    print $fh "$f\n";
    close $fh;
}

while (my $f = <*.log>) {
    print "log: $f\n";
}
while (glob("*.txt")) {
    print "txt: $_\n";
}
print "$_\n" for grep { -s } <*.log>;

# The same op, called again and again.
for my $round (1 .. 9) {
    my $f = glob("*.log");
    print "round $round: ", defined $f ? $f : "undef", "\n";
}

# Two ops with the same pattern are separate.
my $first  = <*.log>;
my $second = <*.log>;
print "first=$first second=$second\n";

# A sub returning a glob: scalar calls step through, a list call takes the rest.
sub next_log { return <*.log> }
my $one  = next_log();
my @rest = next_log();
my $again = next_log();
print "one=$one rest=@rest again=$again\n";

# No match in scalar context: undef at once.
my $none = glob("*.nothing");
print defined $none ? "defined\n" : "undef\n";
my $word = glob("just-a-word");
print "word: $word\n";

# Counting with a while loop and last.
my $n = 0;
while (defined(my $f = glob("*"))) {
    $n++;
    last if $f eq 'b.log';
}
print "stopped after $n\n";
my $next = glob("*");
print "that op goes on: $next\n";

my @all = glob("*");
print "list: @all\n";
my $count = () = glob("*.log");
print "count: $count\n";
print "scalar: ", scalar(glob("c.*")), "\n";
chdir "/";
