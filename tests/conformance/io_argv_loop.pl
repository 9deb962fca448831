# The ARGV loop: `<>` reads the files of @ARGV one after another ($ARGV the current one,
# `-` standard input), a file that cannot be opened is a warning and the next one is
# read, `$.` goes on across files, `eof` is the current file's end and `eof()` the end of
# them all (it opens the next file to see), messages say `<> line N`.
# args: mod_tool_data.stdin io_argv_nosuch.txt - io_stdin.stdin
# stdin: io_stdin.stdin
use strict;
use warnings;

my %count;
while (my $line = <>) {
    chomp $line;
    $count{$ARGV}++;
    next unless $. % 4 == 1 || eof;
    printf "%-20s %2d %s%s%s\n", $ARGV, $., $line, (eof ? " [eof]" : ""),
        (eof() ? " [all done]" : "");
    warn "at line 5 of the loop\n" if $. == 5;
    warn "line 9 of the loop" if $. == 9;
}
print "$_: $count{$_}\n" for sort keys %count;
print "after: ARGV=$ARGV line=$. left=", scalar(@ARGV), "\n";
print "again: ", defined(scalar <>) ? "more" : "undef", "\n";
