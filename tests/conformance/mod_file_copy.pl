# File::Copy (pure Perl: sysread, syswrite, umask, chmod, rename, utime, stat) copy,
# move and cp between files it makes.
use strict;
use warnings;
use File::Copy qw(copy move cp mv);
my $dir = "/tmp/camelift_copy_$$";
mkdir $dir or die "mkdir: $!";
chdir $dir or die "chdir: $!";
sub put { open(my $h, '>', $_[0]) or die; print $h $_[1]; close $h }
sub slurp { open(my $h, '<', $_[0]) or return "($!)"; local $/; my $s = <$h>; close $h; $s }
umask 022;
put("a", "line\n" x 5000);
chmod 0640, "a";
print "copy: ", copy("a", "b"), "\n";
print "same: ", (slurp("a") eq slurp("b") ? 1 : 0), " size ", -s "b", "\n";
printf "copy mode: %04o\n", (stat "b")[2] & 07777;
utime 1_000_000_000, 1_000_000_000, "a";
print "cp: ", cp("a", "c"), "\n";
printf "cp mode: %04o\n", (stat "c")[2] & 07777;
print "copy with size: ", copy("a", "d", 100), " ", -s "d", "\n";
print "move: ", move("d", "e"), " ", (-e "d" ? 1 : 0), (-e "e" ? 1 : 0), "\n";
print "mv: ", mv("e", "f"), "\n";
mkdir "sub" or die;
print "copy into dir: ", copy("a", "sub"), " ", (-e "sub/a" ? 1 : 0), "\n";
my $r = copy("missing", "g");
print "copy missing: $r $!\n";
$r = copy("a", "a");
print "copy to itself: $r\n";
$r = move("missing", "g");
print "move missing: $r $!\n";
open(my $in, '<', "a") or die;
open(my $out, '>', "h") or die;
print "copy handles: ", copy($in, $out), "\n";
close $in;
close $out;
print "handle copy size: ", -s "h", "\n";
unlink qw(a b c f h sub/a);
rmdir "sub";
chdir "/" or die;
rmdir $dir or die "rmdir: $!";
print "done\n";
