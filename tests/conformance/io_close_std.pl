# close(STDOUT) closes it: print, printf and say to it are refused with a warning and
# $! EBADF, a second close is false; reopening STDOUT onto a file writes there (perl puts
# the file on descriptor 1), and closing it flushes it.
use strict;
use warnings;
use feature 'say';

my $file = "/tmp/camelift_io_close_std.$$";
print "before\n";
print STDERR "close: ", (close(STDOUT) ? "true" : "false"), "\n";
my $r = print "after\n";
print STDERR "print: ", ($r ? "true" : "false"), ", \$! $!\n";
open(my $none, "<", "$file.none");
$r = printf "%s\n", "x";
print STDERR "printf: ", ($r ? "true" : "false"), ", \$! $!\n";
$r = say "y";
print STDERR "say: ", ($r ? "true" : "false"), "\n";
print STDERR "close again: ", (close(STDOUT) ? "true" : "false"), ", \$! $!\n";
open(STDOUT, ">", $file) or die "reopen: $!\n";
print "into the file\n";
print STDERR "close the file: ", (close(STDOUT) ? "true" : "false"), "\n";
open(STDOUT, ">>", $file) or die "reopen: $!\n";
print "appended\n";
close(STDOUT);
open(STDOUT, ">", "/dev/null") or die "reopen: $!\n";
open(my $in, "<", $file) or die "read back: $!\n";
print STDERR "read back: $_" for <$in>;
close($in);
unlink $file;
