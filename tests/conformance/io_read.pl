# read, sysread, eof and readline on one handle: success and failure paths.
use strict;
use warnings;

my $dir = "/tmp/camelift_io_read_$$";
mkdir $dir or die "mkdir: $!";
my $f = "$dir/data.txt";
open(my $out, '>', $f) or die "open: $!";
print $out "line one\nline two\nline three\n", "x" x 20, "\n";
close($out) or die "close: $!";

open(my $in, '<', $f) or die "open: $!";
my $first = <$in>;
print "readline: $first";
my $buf;
my $n = read($in, $buf, 5);
print "read after readline: $n '$buf'\n";
my $rest = <$in>;
print "readline after read: $rest";
$n = read($in, $buf, 4, 2);
print "with offset: $n '$buf'\n";
$n = read($in, $buf, 3, 10);
print "past the end: $n ", unpack("H*", $buf), "\n";
$buf = "abcdef";
$n = read($in, $buf, 2, -3);
print "negative offset: $n '$buf'\n";
$n = read($in, $buf, 1000);
print "to the end: $n, eof ", (eof($in) ? 1 : 0), ", length ", length($buf), "\n";
$n = read($in, $buf, 10);
print "at eof: $n '$buf' ", (defined $buf ? "defined" : "undef"), "\n";
$n = read($in, $buf, 0);
print "zero length: $n\n";
close $in;

# eof before and after a read that empties the buffer.
open($in, '<', $f) or die;
$n = read($in, $buf, 9);
print "eof after 9: ", (eof($in) ? 1 : 0), " '$buf'";
$n = read($in, my $all, 100);
print "rest $n, eof ", (eof($in) ? 1 : 0), ", eof() plain ", (eof ? 1 : 0), "\n";
close $in;

# sysread on a fresh handle, into an undefined buffer and at an offset.
open($in, '<', $f) or die;
my $sb;
$n = sysread($in, $sb, 4);
print "sysread: $n '$sb'\n";
$n = sysread($in, $sb, 5, 4);
print "sysread offset: $n '$sb'\n";
$n = sysread($in, $sb, 100000);
print "sysread rest: $n\n";
$n = sysread($in, $sb, 10);
print "sysread at eof: $n '$sb'\n";
close $in;

# A UTF-8 buffer keeps its characters before the offset.
open($in, '<', $f) or die;
my $u = "\x{263a}\x{263b}\x{263c}";
$n = read($in, $u, 4, 1);
print "utf8 buffer: $n ", length($u), " ", (utf8::is_utf8($u) ? "utf8" : "bytes"), " ", join(",", map { ord } split //, $u), "\n";
close $in;

# In-memory handles.
my $text = "in memory\ntext";
open(my $m, '<', \$text) or die;
$n = read($m, $buf, 3);
print "memory: $n '$buf'\n";
my $l = <$m>;
print "memory readline: $l";
$n = read($m, $buf, 100);
print "memory rest: $n '$buf'\n";
$n = sysread($m, $buf, 3);
print "memory sysread: ", (defined $n ? $n : "undef"), " $!\n";

# Failures: closed, unopened and write-only handles, bad lengths and offsets.
my $r = read($in, $buf, 3);
print "closed: ", (defined $r ? $r : "undef"), " $!\n";
$r = read(NOSUCH, $buf, 3);
print "unopened: ", (defined $r ? $r : "undef"), " $!\n";
$r = sysread($in, $buf, 3);
print "sysread closed: ", (defined $r ? $r : "undef"), " $!\n";
my $undef_buf;
$r = read(NOSUCH, $undef_buf, 3);
print "unopened buffer: ", (defined $undef_buf ? "'$undef_buf'" : "undef"), "\n";
open($out, '>>', $f) or die;
$r = read($out, $buf, 3);
print "write-only: ", (defined $r ? $r : "undef"), " $!\n";
close $out;
open($in, '<', $f) or die;
eval { read($in, $buf, -1) };
print "negative: $@";
$buf = "abc";
eval { read($in, $buf, 1, -4) };
print "outside: $@";
eval { sysread($in, $buf, -2) };
print "sysread negative: $@";
close $in;

unlink $f or die;
rmdir $dir or die;
print "done\n";
