# IO::Handle (the real IO/Handle.pm and IO.pm's XS part): methods on lexical handles
# and on STDOUT/STDERR, getline/getlines and their errors, ungetc, error/clearerr,
# blocking, flush/sync, autoflush, input_line_number, opened.
use strict;
use warnings;
use IO::Handle;

my $dir = "/tmp/camelift_mod_io_handle_$$";
mkdir $dir or die "mkdir: $!";
my $f = "$dir/lines";

open my $out, '>', $f or die "open: $!";
print "autoflush was: ", $out->autoflush(1), "\n";
$out->print("one\n", "two\n");
$out->printf("%s-%03d\n", "three", 3);
$out->say("four");
print "flush: ", $out->flush, "\n";
print "sync: ", $out->sync, "\n";
print "opened: ", ($out->opened ? 1 : 0), "\n";
print "fileno > 2: ", ($out->fileno > 2 ? 1 : 0), "\n";
print "close: ", $out->close, "\n";
print "opened after close: '", $out->opened, "'\n";

open my $in, '<', $f or die "open: $!";
my $first = $in->getline;
print "getline: $first";
print "input_line_number: ", $in->input_line_number, "\n";
my ($l) = $in->getline;
print "getline in list context: $l";
print "line number now: ", $in->input_line_number, "\n";
print "gets: ", $in->gets;
print "ungetc: ", $in->ungetc(ord 'X'), "\n";
my @rest = $in->getlines;
print "getlines: ", scalar(@rest), " [@rest]";
print "eof: ", ($in->eof ? 1 : 0), "\n";
my $none = $in->getline;
print "getline at eof: ", (defined $none ? "'$none'" : "undef"), "\n";
print "error: ", $in->error, " clearerr: ", $in->clearerr, "\n";
print "flush of a read handle: ", (defined $in->flush ? "defined" : "undef"), "\n";
eval { my $n = $in->getlines; 1 } or print "scalar getlines: $@";
eval { $in->getline(1); 1 } or print "getline with an argument: $@";
eval { IO::Handle::getlines(); 1 } or print "getlines without: $@";
eval { IO::Handle::ungetc($in); 1 } or print "ungetc usage: $@";
eval { $in->ungetc(-1); 1 } or print "negative: $@";
eval { $in->ungetc(300); 1 } or print "wide: $@";
eval { IO::Handle::error("NOSUCH"); 1 } or print "bad handle: $@";
eval { IO::Handle::error(undef); 1 } or print "undef handle: $@";
eval { $in->setvbuf(undef, IO::Handle::_IOLBF(), 1024); 1 } or print "setvbuf: $@";
eval { STDOUT->setbuf(undef); 1 } or print "setbuf: $@";
$in->close;
{
    no warnings 'closed';
    print "closed error: ", $in->error, "\n";
    print "closed getline: ", (defined $in->getline ? "defined" : "undef"), "\n";
    print "closed flush: ", (defined $in->flush ? "defined" : "undef"), "\n";
}

pipe(my $r, my $w) or die "pipe: $!";
print "blocking: ", $r->blocking, "\n";
print "blocking(0) was: ", $r->blocking(0), "\n";
print "blocking now: ", $r->blocking, "\n";
my $got = sysread($r, my $buf, 10);
print "nonblocking read: ", (defined $got ? $got : "undef"), " ", ($! == 11 ? "EAGAIN" : "other"), "\n";
print "blocking(1) was: ", $r->blocking(1), "\n";
$w->autoflush(1);
$w->print("through the pipe\n");
print "pipe: ", $r->getline;

print "constants: ", join(",", IO::Handle::SEEK_SET(), IO::Handle::SEEK_CUR(),
    IO::Handle::SEEK_END(), IO::Handle::_IOFBF(), IO::Handle::_IOLBF(), IO::Handle::_IONBF()), "\n";

STDOUT->autoflush(1);
STDOUT->printflush("printflush to STDOUT\n");
STDERR->print("to STDERR\n");
print "STDOUT opened: ", STDOUT->opened, "\n";
print "isa: ", (STDOUT->can('getline') ? 1 : 0), "\n";
my $h = IO::Handle->new;
print "new: ", ref($h), "\n";
my $d = IO::Handle->new_from_fd(fileno(STDOUT), "w") or die "new_from_fd: $!";
$d->print("through a handle of fd 1\n");
$d->flush;

unlink $f;
rmdir $dir or die "rmdir: $!";
print "cleaned: ", (-e $dir ? "no" : "yes"), "\n";
