# IO::File and IO::Handle objects (globs made by Symbol's gensym, taken out of their
# symbol table) close their handle when the last reference goes, as perl's freed glob
# closes its IO: the data is written out then, and the descriptor is free again.
use strict;
use warnings;
use IO::File;
use IO::Handle;
use File::Temp qw(tempfile);

my $base = "/tmp/camelift_mod_io_file_scope_$$";
mkdir $base or die "mkdir: $!";
my $f = "$base/data.txt";
sub slurp { open my $in, "<", $f or die "$f: $!"; local $/; my $t = <$in>; close $in; $t // "" }

{
    my $fh = IO::File->new($f, "w") or die;
    print $fh "end of block\n";
}
print "after a block: ", slurp();

sub writer { my $fh = IO::File->new(">$f") or die; $fh->print("from a sub\n"); return }
writer();
print "after a sub: ", slurp();

my $keep = IO::File->new(">$f") or die;
my $copy = $keep;
print $keep "first\n";
undef $keep;
print $copy "copy still open\n";
print "copy opened: ", ($copy->opened ? 1 : 0), "\n";
print "before the last reference goes: ", length(slurp()), " bytes\n";
undef $copy;
print "after it goes: ", slurp();

my %fds;
for (1 .. 3000) {
    my $fh = IO::File->new($f, "r") or die "open $_: $!";
    $fds{ fileno($fh) }++;
}
print "descriptors reused: ", (keys %fds == 1 ? "yes" : "no"), "\n";

my $h = IO::Handle->new;
print ref($h), " opened: ", ($h->opened ? 1 : 0), "\n";
my $fd_handle = IO::Handle->new_from_fd(fileno(STDOUT), "w") or die;
$fd_handle->print("through a dup of STDOUT's descriptor\n");
$fd_handle->flush;

my @objs = map { IO::File->new("$base/f$_.txt", "w") or die } 1 .. 3;
print { $objs[$_ - 1] } "file $_\n" for 1 .. 3;
@objs = ();
for (1 .. 3) {
    open my $in, "<", "$base/f$_.txt" or die;
    print "f$_: ", scalar(<$in>);
}

my ($tfh, $tname) = tempfile(DIR => $base);
print $tfh "temp\n";
undef $tfh;
open my $tin, "<", $tname or die;
print "tempfile after undef: ", scalar(<$tin>);
close $tin;

opendir my $d, $base or die;
unlink map { "$base/$_" } grep { !/^\./ } readdir $d;
closedir $d;
rmdir $base or die "rmdir: $!";
print "cleaned: ", (-e $base ? "no" : "yes"), "\n";
