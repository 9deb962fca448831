# chmod, chown, utime, rename, link, symlink, readlink and umask.
use strict;
use warnings;

my $old_umask = umask(022);
printf "umask was set: %s\n", defined $old_umask ? "yes" : "no";
printf "umask now: %03o\n", umask;
printf "umask(027) returns %03o\n", umask(027);
printf "umask: %03o\n", umask();

my $dir = "/tmp/camelift_io_chmod_$$";
mkdir $dir or die "mkdir: $!";
my $f = "$dir/a.txt";
open(my $out, '>', $f) or die "open: $!";
print $out "contents\n";
close $out;
printf "new file mode: %04o\n", (stat $f)[2] & 07777;
umask 022;

my $n = chmod 0600, $f;
printf "chmod: %d mode %04o\n", $n, (stat $f)[2] & 07777;
$n = chmod 0644, $f, "$dir/missing1", "$dir/missing2";
printf "chmod some missing: %d %s mode %04o\n", $n, $!, (stat $f)[2] & 07777;
$n = chmod 0755;
print "chmod no files: $n\n";
open(my $fh, '<', $f) or die;
$n = chmod 0640, $fh;
printf "chmod handle: %d mode %04o\n", $n, (stat $f)[2] & 07777;
close $fh;
$n = chmod 0640, $fh;
print "chmod closed handle: $n $!\n";

$n = utime 1_000_000_000, 1_100_000_000, $f;
my @st = stat $f;
print "utime: $n atime $st[8] mtime $st[9]\n";
$n = utime undef, undef, $f;
@st = stat $f;
print "utime now: $n recent ", ($st[9] >= $^T - 5 ? 1 : 0), "\n";
$n = utime 1, 2, "$dir/missing";
print "utime missing: $n $!\n";
$n = utime 1, 2;
print "utime no files: $n\n";

$n = chown -1, -1, $f;
print "chown unchanged: $n\n";
$n = chown -1, -1, "$dir/missing";
print "chown missing: $n $!\n";

my $g = "$dir/b.txt";
$n = rename $f, $g;
print "rename: $n ", (-e $f ? 1 : 0), (-e $g ? 1 : 0), "\n";
$n = rename $f, $g;
print "rename missing: $n $!\n";
$n = rename $g, "$dir/no/such/dir";
print "rename to missing dir: $n $!\n";

$n = link $g, $f;
print "link: $n nlink ", (stat $g)[3], "\n";
$n = link $g, $f;
print "link exists: $n $!\n";
$n = link "$dir/missing", "$dir/c";
print "link missing: $n $!\n";

$n = symlink "b.txt", "$dir/s";
print "symlink: $n readlink ", readlink("$dir/s"), "\n";
$n = symlink "b.txt", "$dir/s";
print "symlink exists: $n $!\n";
my $r = readlink $g;
print "readlink not a link: ", (defined $r ? $r : "undef"), " $!\n";

$n = unlink $f, $g, "$dir/s";
print "unlink: $n\n";
rmdir $dir or die;
print "done\n";
