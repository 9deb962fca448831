# telldir and seekdir: back to a position in a directory handle; failures.
use strict;
use warnings;

my $dir = "/tmp/camelift_io_telldir_$$";
mkdir $dir or die "mkdir: $!";
for my $n (qw(a b c)) {
    open(my $h, '>', "$dir/$n") or die;
    close $h;
}
opendir(D, $dir) or die "opendir: $!";
my $first = readdir(D);
my $pos = telldir(D);
my @rest1 = readdir(D);
print "seekdir: ", seekdir(D, $pos), "\n";
my @rest2 = readdir(D);
print "same entries again: ", ("@rest1" eq "@rest2" ? 1 : 0), " count ", scalar(@rest2), "\n";
rewinddir(D);
my @all = sort readdir(D);
print "all: @all\n";
closedir(D);
my $r = telldir(D);
print "telldir closed: ", (defined $r ? $r : "undef"), " $!\n";
$r = seekdir(D, 0);
print "seekdir closed: ", (defined $r ? $r : "undef"), " $!\n";
unlink map { "$dir/$_" } qw(a b c);
rmdir $dir or die;
print "done\n";
