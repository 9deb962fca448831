# Failures: $! text, closed handles, the <$fh> line suffix of warn and die.
use strict;
use warnings;

my $dir = "/tmp/camelift_io_errors.$$";
mkdir $dir or die;
if (open(my $fh, '<', "$dir/missing")) {
    print "opened?\n";
} else {
    print "open failed: $!\n";
    printf "errno %d\n", $!;
}
my $ok = open(my $x, '<', "$dir/nope/deeper");
print "ok is ", (defined $ok ? "defined" : "undef"), "\n";
print "mkdir again: ", (mkdir($dir) ? 1 : 0), " $!\n";
print "rmdir missing: ", (rmdir("$dir/none") ? 1 : 0), " $!\n";

open(my $o, '>', "$dir/f") or die;
print $o "one\ntwo\nthree\n";
close $o;
print "close again: ", (close($o) ? 1 : 0), "\n";
print $o "lost\n";

open(my $in, '<', "$dir/f") or die;
my $l = <$in>;
warn "after one line";
$l = <$in>;
warn "after two lines\n";
close $in;
warn "after close";
$l = <$in>;
print "read closed: ", (defined $l ? "defined" : "undef"), "\n";

open(FH, '<', "$dir/f") or die;
my @all = <FH>;
warn "bareword";
close FH;

open(STDIN_COPY, "<", "$dir/f") or die;
<STDIN_COPY>;
unlink "$dir/f";
rmdir $dir;
my $r = eval { die "inside eval" };
print "eval: $@";
die "fatal";
