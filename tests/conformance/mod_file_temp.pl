# File::Temp (the real File/Temp.pm on IO::Handle and IO::Seekable): tempfile and
# tempdir with their options, the object interface (filename, stringification,
# unlink when the object goes), cleanup at exit (seen from a parent process). Names
# are random: only facts about them are printed.
use strict;
use warnings;
use File::Temp qw(tempfile tempdir);
use File::Spec;

my $base = "/tmp/camelift_mod_file_temp_$$";
mkdir $base or die "mkdir: $!";

my $dir = tempdir(DIR => $base, CLEANUP => 1);
print "tempdir is a directory: ", (-d $dir ? 1 : 0), "\n";
printf "tempdir mode: %04o\n", (stat $dir)[2] & 07777;

my ($fh, $name) = tempfile(DIR => $dir);
print "tempfile name in the directory: ", (index($name, "$dir/") == 0 ? 1 : 0), "\n";
print "default template: ", ($name =~ m{/[A-Za-z0-9_]{10}$} ? 1 : 0), "\n";
printf "tempfile mode: %04o\n", (stat $name)[2] & 07777;
print $fh "hello\n";
close $fh;
open my $in, '<', $name or die "open: $!";
print "read back: ", scalar(<$in>);
close $in;

my ($fh2, $name2) = tempfile("probeXXXXXX", DIR => $dir, SUFFIX => ".dat", UNLINK => 1);
print "template and suffix: ", ($name2 =~ m{/probe[A-Za-z0-9_]{6}\.dat$} ? 1 : 0), "\n";
print $fh2 "data\n";
seek($fh2, 0, 0);
print "read through the same handle: ", scalar(<$fh2>);

my $t = File::Temp->new(DIR => $dir, SUFFIX => '.txt');
my $fn = $t->filename;
print "object class: ", ref($t), "\n";
print "is a handle: ", ($t->isa('IO::Handle') ? 1 : 0), "\n";
print "stringifies to its name: ", ("$t" eq $fn ? 1 : 0), "\n";
print "suffix: ", ($fn =~ /\.txt$/ ? 1 : 0), "\n";
$t->print("object\n");
$t->flush;
print "size: ", -s $fn, "\n";
$t->seek(0, 0);
print "getline: ", $t->getline;
print "unlink_on_destroy: ", $t->unlink_on_destroy, "\n";
undef $t;
print "gone after the object: ", (-e $fn ? 0 : 1), "\n";

my $keep = File::Temp->new(DIR => $dir, UNLINK => 0);
my $kept = $keep->filename;
undef $keep;
print "kept with UNLINK => 0: ", (-e $kept ? 1 : 0), "\n";
unlink $kept;

my $nd = File::Temp->newdir(DIR => $base);
my $ndname = $nd->dirname;
print "newdir: ", (-d $ndname ? 1 : 0), " stringifies: ", ("$nd" eq $ndname ? 1 : 0), "\n";
undef $nd;
print "newdir gone: ", (-e $ndname ? 0 : 1), "\n";

eval { tempfile("noXs", DIR => $dir); 1 } or print "bad template: ",
    ($@ =~ /^Error in tempfile\(\) using template .*: (The template must end with at least 4 'X' characters)/ ? $1 : $@), "\n";

# Cleanup at exit: a child makes a directory and a file and exits.
pipe(my $r, my $w) or die "pipe: $!";
my $pid = fork;
die "fork: $!" unless defined $pid;
if ($pid == 0) {
    close $r;
    my $d = tempdir(DIR => $base, CLEANUP => 1);
    my ($cfh, $cname) = tempfile(DIR => $base, UNLINK => 1);
    print $w "$d\n$cname\n";
    close $w;
    exit 0;
}
close $w;
chomp(my @made = <$r>);
waitpid($pid, 0);
print "child's tempdir removed at exit: ", (-e $made[0] ? 0 : 1), "\n";
print "child's tempfile removed at exit: ", (-e $made[1] ? 0 : 1), "\n";

File::Temp::cleanup();
print "cleanup() removed the tempdir: ", (-e $dir ? 0 : 1), "\n";
rmdir $base or die "rmdir: $!";
print "done\n";
