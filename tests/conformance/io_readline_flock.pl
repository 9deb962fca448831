# readline as a function, and flock: success and failure paths.
use strict;
use warnings;
use Fcntl qw(:flock);

open(my $fh, '<', \"a\nb\nc\n") or die;
my $l = readline($fh);
print "1: $l";
my @r = readline $fh;
print "rest: @r";
print "at the end: ", (defined(readline($fh)) ? "defined" : "undef"), "\n";
open(F, '<', \"x\ny\n") or die;
print "F: ", scalar(readline(F));
print "F glob: ", scalar(readline(*F));
close F;
while (my $x = readline(STDIN)) {
    print "stdin: $x";
}
print "stdin done\n";

my $dir = "/tmp/camelift_io_flock_$$";
mkdir $dir or die "mkdir: $!";
open(my $lk, '>', "$dir/lock") or die;
print "flock ex: ", flock($lk, LOCK_EX), "\n";
print "flock un: ", flock($lk, LOCK_UN), "\n";
print "flock sh nb: ", flock($lk, LOCK_SH | LOCK_NB), "\n";
close $lk;
my $r = flock($lk, LOCK_EX);
print "flock closed: '$r' $!\n";
$r = flock(NOSUCH, LOCK_EX);
print "flock unopened: '$r' $!\n";
close(NOSUCH);
unlink "$dir/lock" or die;
rmdir $dir or die;
print "done\n";
