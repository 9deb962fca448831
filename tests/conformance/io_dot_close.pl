# An explicit close resets $. when the handle closed is the last one read: ARGV at the
# end of each file (so the next file counts from 1), a lexical handle, a bareword one;
# closing another handle leaves $. alone.
use strict;
use warnings;

my $base = "/tmp/camelift_io_dot_close.$$";
my @files = ("$base.1", "$base.2");
for my $i (0, 1) {
    open(my $w, '>', $files[$i]) or die "$files[$i]: $!";
    print $w map { "file $i line $_\n" } 1 .. 3 - $i;
    close $w;
}

@ARGV = @files;
while (<>) {
    print "$. $_";
    if (eof) {
        close ARGV;
        print "after close ARGV: $.\n";
    }
}

open(my $fh, '<', $files[0]) or die;
my @all = <$fh>;
print "read all: $.\n";
close $fh;
print "after close: $.\n";

open($fh, '<', $files[0]) or die;
<$fh>;
open(my $other, '<', $files[1]) or die;
<$other> for 1 .. 2;
print "other read twice: $.\n";
close $fh;
print "closing the first leaves it: $.\n";
close $other;
print "closing the last read: ", defined $. ? "[$.]" : "undef", "\n";

open(FH, '<', $files[1]) or die;
my $line = <FH>;
print "bareword: $.\n";
close FH;
print "bareword closed: $.\n";
close FH;
print "closed twice: $.\n";

unlink @files;
