# open's dup forms, as IO::Handle's fdopen and new_from_fd use them: '<&=N' (the
# descriptor itself), '>&N' and '>&NAME' (a dup), the three-argument '<&' and '>&=' with
# a handle or a number; and IO::Handle->new_from_fd, ->fdopen of a descriptor.
use strict;
use warnings;
use IO::Handle;

$| = 1;

my $dir = "/tmp/camelift_mod_io_fdopen_$$";
mkdir $dir or die "mkdir: $!";
my $f = "$dir/f";
open my $w, '>', $f or die "open: $!";
print $w "line 1\nline 2\nline 3\n";
close $w;

open my $r, '<', $f or die "open: $!";
my $fd = fileno($r);
open(my $same, "<&=$fd") or die "fdopen: $!";
print "same descriptor: ", (fileno($same) == $fd ? 1 : 0), "\n";
print "read through it: ", scalar(<$same>);
open(my $dup, "<&", $r) or die "dup: $!";
print "dup is another descriptor: ", (fileno($dup) != $fd ? 1 : 0), "\n";
open(my $dup2, "<&$fd") or die "dup by number: $!";
print "dup by number: ", (fileno($dup2) != $fd ? 1 : 0), "\n";
close $dup2;
close $dup;

my $io = IO::Handle->new_from_fd($fd, "r") or die "new_from_fd: $!";
print "new_from_fd: ", ref($io), " ", (fileno($io) == $fd ? "same fd" : "other fd"), "\n";
my $io2 = IO::Handle->new;
print "fdopen: ", ($io2->fdopen($fd, "r") ? "ok" : "failed"), "\n";
print "fdopen of a number shares it: ", (fileno($io2) == $fd ? 1 : 0), "\n";

open(my $out, ">&STDOUT") or die "dup STDOUT: $!";
print $out "through a dup of STDOUT\n";
close $out;
open(my $out2, ">&=", 1) or die "fdopen 1: $!";
$out2->autoflush(1);
print $out2 "through fd 1 itself\n";
my $o = IO::Handle->new_from_fd(fileno(STDOUT), "w") or die;
$o->print("new_from_fd of STDOUT\n");
$o->flush;

{
    no warnings;
    my $bad = open(my $x, "<&=987");
    print "bad descriptor: ", ($bad ? "opened" : "failed"), " ", ($! + 0 == 9 ? "EBADF" : "?"), "\n";
    $bad = IO::Handle->new_from_fd(987, "r");
    print "new_from_fd of a bad one: ", (defined $bad ? "defined" : "undef"), "\n";
}
eval { IO::Handle->new_from_fd(1); 1 } or print "usage: ", $@ =~ /^(usage: \S+)/ ? $1 : $@, "\n";
eval { IO::Handle->new_from_fd(1, "q"); 1 } or print "mode: ", $@ =~ /^(IO::Handle: bad open mode: q)/ ? $1 : $@, "\n";

unlink $f;
rmdir $dir or die "rmdir: $!";
print "cleaned: ", (-e $dir ? "no" : "yes"), "\n";
