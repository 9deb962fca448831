# File tests, unlink, mkdir, rmdir.
use strict;
use warnings;

my $dir = "/tmp/camelift_io_filetests.$$";
print "exists before: ", (-e $dir ? 1 : 0), "\n";
print "mkdir: ", mkdir($dir, 0755), "\n";
for my $t ($dir, "$dir/none", "/") {
    printf "%s: e=%s d=%s f=%s\n", ($t eq $dir ? "dir" : $t eq "/" ? "root" : "none"),
        (-e $t ? 1 : 0), (-d $t ? 1 : 0), (-f $t ? 1 : 0);
}
open(my $o, '>', "$dir/a") or die;
close $o;
print "empty: z=", (-z "$dir/a" ? 1 : 0), " s=", (defined(-s "$dir/a") ? "def" : "undef"), "\n";
open($o, '>>', "$dir/a") or die;
print $o "x" x 100;
close $o;
print "size: ", -s "$dir/a", "\n";
print "rwx: ", (-r "$dir/a" ? "r" : "-"), (-w "$dir/a" ? "w" : "-"), (-x "$dir/a" ? "x" : "-"), "\n";
print "dir x: ", (-x $dir ? 1 : 0), "\n";
print "missing: ", (defined(-e "$dir/zz") ? "def" : "undef"), " $!\n";
$_ = "$dir/a";
print "topic: ", (-e ? "e" : "-"), (-f() ? "f" : "-"), "\n";
print "size gt: ", (-s "$dir/a" > 50 ? "big" : "small"), "\n";
for my $n (1 .. 3) {
    open(my $h, '>', "$dir/f$n") or die;
    print $h $n;
    close $h;
}
print "unlink: ", unlink("$dir/f1", "$dir/f2", "$dir/nothere"), "\n";
$_ = "$dir/f3";
print "unlink topic: ", unlink, "\n";
print "rmdir nonempty: ", (rmdir($dir) ? 1 : 0), "\n";
unlink "$dir/a";
print "rmdir: ", (rmdir($dir) ? 1 : 0), "\n";
print "gone: ", (-d $dir ? 0 : 1), "\n";
