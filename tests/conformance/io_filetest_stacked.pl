# Stacked file tests (-f -r -w FILE: each test of the same file, the first false
# value or the last test's), -M -A -C in whole seconds against $^T, and the stat
# that -l _ and lstat _ need (an lstat).
use strict;
use warnings;

my $base = "/tmp/camelift_io_filetest_stacked.$$";
my ($file, $empty, $link) = ("$base.txt", "$base.empty", "$base.link");
open(my $w, '>', $file) or die;
print $w "hello\n";
close $w;
open($w, '>', $empty) or die;
close $w;
symlink($file, $link) or die "symlink: $!";

sub show { my $v = shift; defined $v ? "[$v]" : "undef" }
print "-f -r -w: ", show(-f -r -w $file), "\n";
print "-s -f: ", show(-s -f $file), "\n";
print "-f -s of an empty file: ", show(-f -s $empty), "\n";
print "-d -f: ", show(-d -f $file), "\n";
print "-f -d: ", show(-f -d '/'), "\n";
print "-e -f of nothing: ", show(-e -f "$base.none"), "\n";
print "-e -f -r -e: ", show(-e -f -r -e $file), "\n";
print "-x -d: ", show(-x -d '/'), "\n";
print "in parentheses: ", show(-s(-f($file))), "\n";
print "-f -l of a link: ", show(-f -l $link), "\n";
print "-s _ afterwards is the link's: ", (-s _) == length($file) ? "yes" : "no", "\n";

$^T = time;
utime($^T, $^T, $file) or die "utime: $!";
print "-M -A now: ", -M $file, " ", -A $file, "\n";
utime($^T - 86400, $^T - 2 * 86400, $file) or die "utime: $!";
print "-M -A a day back: ", -M $file, " ", -A $file, "\n";
print "-C is a number: ", (-C $file) =~ /^-?[\d.e+-]+$/ ? "yes" : "no", "\n";

lstat $link;
print "-l _ after lstat: ", show(-l _), "\n";
stat _;
print "-l _ after stat _: ", show(-l _), "\n";
print "lstat _ after lstat: ", scalar(() = lstat _), " fields\n";
lstat "$base.none";
print "-l _ after a failed lstat: ", show(-l _), "\n";
stat $link;
eval { my $x = -l _; 1 } or print "after stat: $@";
eval { my @x = lstat _; 1 } or print "lstat _ after stat: $@";
-e $file;
eval { my $x = -l _; 1 } or print "after -e: $@";
-l $file;
print "after -l FILE: ", show(-l _), "\n";
eval { my $x = -l -e $link; 1 } or print "stacked: $@";

unlink $file, $empty, $link;
