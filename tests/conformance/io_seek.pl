# seek, tell, sysseek and their agreement with buffered readline and print.
use strict;
use warnings;

my $dir = "/tmp/camelift_io_seek_$$";
mkdir $dir or die "mkdir: $!";
my $f = "$dir/data.txt";
open(my $out, '>', $f) or die "open: $!";
print "tell new: ", tell($out), "\n";
print $out "alpha\n";
print "tell after print: ", tell($out), "\n";
printf $out "%s\n", "beta";
print "tell after printf: ", tell($out), "\n";
print $out "gamma\ndelta\n";
print "seek to 0: ", seek($out, 0, 0), "\n";
print $out "ALPHA";
print "tell after overwrite: ", tell($out), "\n";
print "seek end: ", seek($out, 0, 2), " tell ", tell($out), "\n";
close($out) or die "close: $!";
print "size: ", -s $f, "\n";

open(my $in, '<', $f) or die;
my $l = <$in>;
print "line: $l", "tell: ", tell($in), "\n";
print "seek cur: ", seek($in, 2, 1), "\n";
$l = <$in>;
print "after seek cur: $l", "tell: ", tell($in), "\n";
seek($in, -6, 2) or die;
$l = <$in>;
print "from the end: $l";
print "eof: ", (eof($in) ? 1 : 0), "\n";
print "seek back: ", seek($in, 0, 0), " eof now: ", (eof($in) ? 1 : 0), "\n";
my $buf;
read($in, $buf, 3);
print "read 3, tell ", tell($in), "\n";
print "tell no handle: ", tell(), "\n";
print "sysseek: ", sysseek($in, 0, 0), "\n";
print "sysseek 4: ", sysseek($in, 4, 0), "\n";
sysread($in, $buf, 3);
print "sysread after sysseek: '$buf'\n";
print "sysseek cur: ", sysseek($in, 0, 1), "\n";
my $r = seek($in, -100, 0);
print "seek negative: '$r' $!\n";
$r = sysseek($in, -1, 0);
print "sysseek negative: ", (defined $r ? $r : "undef"), " $!\n";
close $in;

# Read and write one handle (+<).
open(my $rw, '+<', $f) or die;
$l = <$rw>;
print "rw line: $l";
print $rw "BETA";
print "rw tell: ", tell($rw), "\n";
seek($rw, 0, 0);
my @all = <$rw>;
print "rw all: ", join("|", map { chomp; $_ } @all), "\n";
close $rw;

# In-memory handles.
my $text = "one\ntwo\nthree\n";
open(my $m, '<', \$text) or die;
$l = <$m>;
print "memory tell: ", tell($m), "\n";
seek($m, 1, 1);
$l = <$m>;
print "memory after seek: $l";
seek($m, -3, 2);
$l = <$m>;
print "memory end: $l";
close $m;
my $s = "";
open(my $w, '>', \$s) or die;
print $w "abc";
print "memory write tell: ", tell($w), "\n";
close $w;

# Failures.
$r = seek($in, 0, 0);
print "seek closed: '$r' $!\n";
$r = tell($in);
print "tell closed: $r $!\n";
$r = tell(NOSUCH);
print "tell unopened: $r $!\n";
$r = tell();
print "tell last: $r\n";
$r = sysseek(NOSUCH, 0, 0);
print "sysseek unopened: ", (defined $r ? $r : "undef"), " $!\n";

# STDOUT is a pipe here: tell counts what went through its buffer, seek fails.
my $at = tell(STDOUT);
my $sk = seek(STDOUT, 0, 0);
print STDERR "STDOUT: tell $at, seek '$sk' $!\n";

unlink $f or die;
rmdir $dir or die;
print "done\n";
