# Pipe opens: reading from and writing to a command, 2- and 3-argument forms, a list
# run without the shell, close setting $? (false for a non-zero status), a command that
# cannot be started, and pipe(READ, WRITE) between a parent and its child.
use strict;
use warnings;

my $pid = open(my $in, "-|", "sh", "-c", "echo a; echo b; exit 2") or die "open: $!";
print "open gives the pid: ", ($pid > 0 ? "yes" : "no"), "\n";
my @l = <$in>;
print "read: ", scalar(@l), " lines: ", join("", @l);
my $ok = close($in);
print "close: ", ($ok ? "true" : "false"), " exit=", $? >> 8, "\n";

open(FROM, "printf 'x\\ny\\n' |") or die;
while (my $line = <FROM>) {
    chomp $line;
    print "[$line:$.]";
}
print "\n";
print "close FROM: ", (close(FROM) ? "true" : "false"), " ?=$?\n";

open(my $one, "-|", "echo one string through the shell | cat") or die;
print scalar <$one>;
close $one;

print "before the writer|";
open(my $to, "|-", "cat") or die;
print $to "written to cat\n";
close $to;
print "after cat: ?=$?\n";

open(TO, "| sh -c 'cat; exit 5'") or die;
print TO "through sh\n";
print "close TO: ", (close(TO) ? "true" : "false"), " exit=", $? >> 8, "\n";

my $bad = open(my $nope, "-|", "/nonexistent/cmd");
print "bad open: ", (defined $bad ? "defined" : "undef"), " $!\n";
$bad = open(my $nope2, "/nonexistent/cmd2 arg |");
print "bad 2-arg: ", ($bad ? "true" : "false"), "\n";
print "close unopened: ", (close($nope) ? "true" : "false"), "\n";

pipe(my $r, my $w) or die "pipe: $!";
$pid = fork // die;
if (!$pid) {
    close $r;
    print $w "line $_ from the child\n" for 1 .. 3;
    close $w;
    exit 0;
}
close $w;
my @got = <$r>;
close $r;
waitpid($pid, 0);
print "parent read ", scalar(@got), ": $got[2]";

pipe(RD, WR) or die;
print WR "bareword handles\n";
close WR;
print "RD: ", scalar(<RD>);
print "at eof: ", (eof(RD) ? "yes" : "no"), "\n";
close RD;

open(my $last, "-|", "printf", "%s\\n", "p", "q") or die;
my $first = <$last>;
die "stop after $first";
