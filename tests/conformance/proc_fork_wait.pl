# fork, wait and waitpid: exit codes and signals in $?, WNOHANG, no child left,
# buffered output flushed before the fork, END blocks run in both processes.
use strict;
use warnings;
use POSIX qw(WNOHANG);

my $parent = $$;
END { print $$ == $parent ? "END in parent\n" : "END in child\n" }

print "buffered before fork, ";
my $pid = fork;
die "fork failed: $!" unless defined $pid;
if ($pid == 0) {
    print "child: pid differs: ", ($$ != $parent ? "yes" : "no"), "\n";
    exit 7;
}
print "parent: child pid positive: ", ($pid > 0 ? "yes" : "no"), "\n";
my $got = waitpid($pid, 0);
print "waitpid: ", ($got == $pid ? "the child" : "other"), " exit=", $? >> 8, "\n";

$got = waitpid($pid, 0);
print "again: $got ?=$? !=$!\n";
$got = wait;
print "wait with none: $got ?=$?\n";

# WNOHANG on a child still running gives 0 and $? -1.
$pid = fork // die;
if (!$pid) {
    sleep 1;
    POSIX::_exit(3);
}
$got = waitpid($pid, WNOHANG);
print "nohang: $got ?=$?\n";
$got = wait;
print "wait: ", ($got == $pid ? "the child" : "other"), " exit=", $? >> 8, "\n";

# A child killed by a signal.
$pid = fork // die;
if (!$pid) {
    kill 'TERM', $$;
    sleep 5;
    exit 1;
}
waitpid($pid, 0);
print "signal: ", $? & 127, " exit: ", $? >> 8, "\n";

# Several children, reaped in any order: sum their statuses.
my %kids;
for my $n (1 .. 3) {
    my $p = fork // die;
    if (!$p) { POSIX::_exit($n) }
    $kids{$p} = $n;
}
my $sum = 0;
while ((my $p = wait) > 0) {
    $sum += $? >> 8;
    delete $kids{$p};
}
print "sum of statuses: $sum, left: ", scalar(keys %kids), "\n";

# die in the child: status 255 (or $! when set), message on stderr.
$pid = fork // die;
if (!$pid) {
    $! = 0;
    die "child dies\n";
}
waitpid($pid, -1 + 1);
print "child died: ", $? >> 8, "\n";
print "parent ends\n";
