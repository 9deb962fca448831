# Fcntl compiled from its real file: its XS part bound by the file's XSLoader::load.
# The constants (only those with the same value on x86-64 and aarch64 Linux are
# printed; the others are checked by their relations), :DEFAULT, :flock, :mode, :seek
# and :Fcompat, S_IS* on real files, S_IMODE, S_IFMT, and the constants this system
# does not have dying as perl's AUTOLOAD says.
use strict;
use warnings;
use Fcntl;
use Fcntl qw(:flock :mode :seek :Fcompat);

print "rdonly ", O_RDONLY, " wronly ", O_WRONLY, " rdwr ", O_RDWR, " accmode ", O_ACCMODE, "\n";
print "creat|excl|trunc ", O_CREAT | O_EXCL | O_TRUNC, " append ", O_APPEND, "\n";
print "nonblock ", O_NONBLOCK, " ndelay ", O_NDELAY, " noctty ", O_NOCTTY, "\n";
print "sync ", O_SYNC, " dsync ", O_DSYNC, " rsync ", O_RSYNC, " async ", O_ASYNC, "\n";
print "binary ", O_BINARY, " text ", O_TEXT, " largefile ", O_LARGEFILE, "\n";
print "noatime ", Fcntl::O_NOATIME(), "\n";
# O_DIRECT, O_DIRECTORY and O_NOFOLLOW differ between x86-64 and aarch64.
my @bits = (O_DIRECT, O_DIRECTORY, O_NOFOLLOW);
my %seen;
my $ok = 1;
for my $b (@bits) {
    $ok = 0 if $b <= 0 || ($b & ($b - 1)) || $seen{$b}++;
    $ok = 0 if $b & (O_CREAT | O_EXCL | O_TRUNC | O_APPEND | O_NONBLOCK | O_SYNC | O_ACCMODE);
}
print "direct, directory, nofollow: ", ($ok ? "distinct single bits" : "wrong"), "\n";
print "F_: ", join(" ", F_DUPFD, F_GETFD, F_SETFD, F_GETFL, F_SETFL, F_GETLK, F_SETLK,
    F_SETLKW, F_SETOWN, F_GETOWN, F_RDLCK, F_WRLCK, F_UNLCK, FD_CLOEXEC), "\n";
print "F_*64: ", join(" ", F_GETLK64, F_SETLK64, F_SETLKW64), "\n";
print "linux: ", join(" ", map { no strict 'refs'; &{"Fcntl::$_"}() } qw(F_GETSIG F_SETSIG F_NOTIFY
    F_GETLEASE F_SETLEASE F_GETPIPE_SZ F_SETPIPE_SZ DN_ACCESS DN_MODIFY DN_CREATE
    DN_DELETE DN_RENAME DN_ATTRIB DN_MULTISHOT LOCK_MAND LOCK_READ LOCK_WRITE LOCK_RW)), "\n";
print "flock: ", LOCK_SH, LOCK_EX, LOCK_NB, LOCK_UN, "\n";
print "seek: ", SEEK_SET, SEEK_CUR, SEEK_END, "\n";
print "Fcompat: ", join(" ", FAPPEND, FASYNC, FNDELAY, FNONBLOCK), "\n";
printf "mode: %o %o %o %o %o %o %o %o\n", S_IFMT(), _S_IFMT, S_IFREG, S_IFDIR, S_IFLNK,
    S_IFSOCK, S_IFBLK, S_IFCHR;
printf "fifo %o suid %o sgid %o svtx %o\n", S_IFIFO, S_ISUID, S_ISGID, S_ISVTX;
printf "perm: %o %o %o %o %o %o %o %o %o %o %o %o\n", S_IRWXU, S_IRUSR, S_IWUSR, S_IXUSR,
    S_IRWXG, S_IRGRP, S_IWGRP, S_IXGRP, S_IRWXO, S_IROTH, S_IWOTH, S_IXOTH;
printf "old: %o %o %o\n", S_IREAD, S_IWRITE, S_IEXEC;

my $file = "/tmp/camelift_mod_fcntl_$$";
open(my $fh, '>', $file) or die "open: $!";
print $fh "data\n";
close $fh;
my $mode = (stat $file)[2];
printf "file: reg %d dir %d lnk %d fifo %d chr %d owner %o ifmt %o\n", S_ISREG($mode) ? 1 : 0,
    S_ISDIR($mode) ? 1 : 0, S_ISLNK($mode) ? 1 : 0, S_ISFIFO($mode) ? 1 : 0,
    S_ISCHR($mode) ? 1 : 0, S_IMODE($mode) & S_IRWXU, S_IFMT($mode);
my $dmode = (stat "/tmp")[2];
print "tmp: dir ", (S_ISDIR($dmode) ? 1 : 0), " sticky ", (($dmode & S_ISVTX) ? 1 : 0), "\n";
print "null: chr ", (S_ISCHR((stat "/dev/null")[2]) ? 1 : 0), " blk ",
    (S_ISBLK((stat "/dev/null")[2]) ? 1 : 0), " sock ", (S_ISSOCK((stat "/dev/null")[2]) ? 1 : 0), "\n";
symlink $file, "$file.ln" or die "symlink: $!";
print "lstat: lnk ", (S_ISLNK((lstat "$file.ln")[2]) ? 1 : 0), "\n";
unlink $file, "$file.ln";
print "scalar: [", scalar(S_ISREG(0)), "] [", scalar(S_ISREG(0100000)), "]\n";
print "list: ", scalar(my @l = S_ISDIR(040755)), "\n";

# Defined, declared-but-missing and unknown names.
print "defined: ", join("", map { defined &{"Fcntl::$_"} ? 1 : 0 } qw(O_RDONLY O_BINARY F_ALLOCSP O_EXLOCK S_ISREG)), "\n";
for my $name (qw(F_ALLOCSP O_EXLOCK S_IFWHT FCREAT NOT_A_MACRO S_ISWHT)) {
    no strict 'refs';
    eval { &{"Fcntl::$name"}() };
    print "$name: $@";
}
eval { my $x = Fcntl::O_RANDOM() };
print "by name: $@";
eval { my $x = &Fcntl::O_SHLOCK(1) };
print "with args: $@";
eval { Fcntl->can('O_RDONLY') or die "no can\n"; print "can: ", Fcntl->can('O_RDWR')->(), "\n" };
print $@;
