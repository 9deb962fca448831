# IO::File (the real IO/File.pm, IO/Seekable.pm and IO.pm's XS part): new with perl's
# mode letters and open modes, numeric O_ flags through sysopen, new_tmpfile,
# seek/tell/getpos/setpos, binmode, truncate, stat, the exported SEEK_* and O_*.
use strict;
use warnings;
use IO::File;

my $dir = "/tmp/camelift_mod_io_file_$$";
mkdir $dir or die "mkdir: $!";
my $f = "$dir/data";

my $fh = IO::File->new($f, "w") or die "new w: $!";
print "class: ", ref($fh), "\n";
print "isa IO::Handle: ", ($fh->isa('IO::Handle') ? 1 : 0), " IO::Seekable: ",
    ($fh->isa('IO::Seekable') ? 1 : 0), "\n";
$fh->print("alpha\nbeta\ngamma\n");
$fh->close;

$fh = IO::File->new($f, "a") or die "new a: $!";
$fh->print("delta\n");
$fh->close;

$fh = IO::File->new($f, "r") or die "new r: $!";
my @all = $fh->getlines;
print "lines: ", scalar(@all), " last: $all[-1]";
$fh->close;

$fh = IO::File->new("< $f") or die "new 2-arg: $!";
print "two-arg: ", scalar($fh->getline);
$fh->close;

$fh = IO::File->new($f, "<") or die "new <: $!";
print "tell at start: ", $fh->tell, "\n";
my $pos = $fh->getpos;
print "getpos length: ", length($pos), "\n";
$fh->getline;
print "tell after a line: ", $fh->tell, "\n";
print "setpos: ", $fh->setpos($pos), "\n";
print "after setpos: ", scalar($fh->getline);
print "seek: ", $fh->seek(-6, SEEK_END), "\n";
print "after seek: ", scalar($fh->getline);
print "seek SEEK_SET: ", $fh->seek(0, SEEK_SET), " SEEK_CUR: ", $fh->seek(2, SEEK_CUR),
    " tell: ", $fh->tell, "\n";
{
    local $! = 0;
    my $bad = $fh->setpos("nonsense");
    print "setpos of nonsense: ", (defined $bad ? $bad : "undef"), " ", ($! + 0 == 22 ? "EINVAL" : "?"), "\n";
}
my @st = $fh->stat;
print "stat size: $st[7]\n";
print "binmode: ", $fh->binmode, "\n";
print "binmode utf8: ", $fh->binmode(':utf8'), "\n";
$fh->close;

$fh = IO::File->new($f, "+<") or die "new +<: $!";
$fh->seek(0, SEEK_END);
$fh->print("epsilon\n");
$fh->seek(0, 0);
print "read-write first: ", scalar($fh->getline);
print "truncate: ", $fh->truncate(6), "\n";
$fh->close;
print "size after truncate: ", -s $f, "\n";

$fh = IO::File->new($f, O_WRONLY | O_APPEND) or die "new O_APPEND: $!";
$fh->print("zeta\n");
$fh->close;
$fh = IO::File->new($f, O_RDONLY) or die "new O_RDONLY: $!";
print "sysopen read: ", join("|", map { chomp; $_ } $fh->getlines), "\n";
$fh->close;

my $missing = IO::File->new("$dir/missing", "r");
print "missing: ", (defined $missing ? "defined" : "undef"), " ", ($! + 0 == 2 ? "ENOENT" : "?"), "\n";
$missing = IO::File->new("$dir/missing", O_RDONLY);
print "missing O_RDONLY: ", (defined $missing ? "defined" : "undef"), "\n";
my $created = IO::File->new("$dir/new", O_WRONLY | O_CREAT | O_EXCL, 0600) or die "O_EXCL: $!";
printf "created mode: %04o\n", (stat "$dir/new")[2] & 07777;
$created->close;
eval { IO::File->new($f, "x"); 1 } or print "bad mode: ", $@ =~ /^(IO::Handle: bad open mode: x)/ ? $1 : $@, "\n";
eval { IO::File->new(1, 2, 3, 4); 1 } or print "usage: ", $@ =~ /^(usage: [^\n]*?\]\)\])/ ? $1 : $@, "\n";

my $tmp = IO::File->new_tmpfile or die "new_tmpfile: $!";
print "tmpfile class: ", ref($tmp), "\n";
$tmp->print("scratch\n");
$tmp->seek(0, 0);
print "tmpfile read back: ", scalar($tmp->getline);
print "tmpfile has no name: ", ((stat $tmp)[3] == 0 ? "yes" : "no"), "\n";
$tmp->close;

my $plain = IO::File->new;
print "unopened: ", ($plain->opened ? 1 : 0), "\n";
print "open method: ", $plain->open($f, "r"), "\n";
print "first: ", scalar(<$plain>);
print "eof: ", ($plain->eof ? 1 : 0), "\n";
$plain->close;

unlink $f, "$dir/new";
rmdir $dir or die "rmdir: $!";
print "cleaned: ", (-e $dir ? "no" : "yes"), "\n";
