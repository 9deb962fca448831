# exec: a failure returns false with $! and perl's warning; the compile-time warning for
# a statement after exec; buffered output is flushed before the new program starts.
use strict;
use warnings;

my $r = exec("/nonexistent/program");
print "exec returned: [$r] $!\n";
$r = exec("/nonexistent/program", "with", "args") || 0;
print "list: [$r]\n";
exec("/nonexistent/words and more") or print "words failed: $!\n";
{
    no warnings 'exec';
    exec("/nonexistent/quiet") or print "quiet failed\n";
}

my $pid = fork // die;
if (!$pid) {
    exec "/nonexistent/in_child";
    print "still the child\n";
    exit 9;
}
waitpid($pid, 0);
print "child status: ", $? >> 8, "\n";

$pid = fork // die;
if (!$pid) {
    exec("sh", "-c", 'echo "exec list: $0 $1"', "zero", "one");
    die "not reached";
}
waitpid($pid, 0);
print "after exec list: ", $? >> 8, "\n";

print "flushed before exec; ";
exec "echo replaced by echo; exit 4";
