# system: exit statuses in $? and the return value, the shell only for metacharacters,
# a program that cannot be started (-1, $!, the child's warning), output order.
use strict;
use warnings;

$| = 0;
my $r = system("true");
print "true: r=$r ?=$?\n";
$r = system("false");
print "false: r=$r exit=", $? >> 8, "\n";
$r = system("sh", "-c", "exit 3");
print "list exit 3: r=$r exit=", $? >> 8, " sig=", $? & 127, "\n";
$r = system("sh -c 'exit 42'");
print "shell line exit 42: ", $? >> 8, "\n";

# The child's output comes after what was printed before, though STDOUT is a pipe.
print "before ";
system("echo", "from", "echo");
print "after\n";
system("printf '%s|' a 'b c' d; echo");
system("echo words   split    by   blanks");
system("  echo leading blanks\n");
system("echo \$0 through sh");
system("X=1 sh -c 'echo X is \$X'");
system("echo to stderr 2>&1");
system("echo semi; echo colon");

# Nothing to start: -1 and $!, and perl's warning from the child.
$! = 0;
$r = system("/nonexistent/program");
print "missing: r=$r ?=$? !=", ($! ? "$!" : "none"), "\n";
$r = system("/nonexistent/program", "arg");
print "missing list: r=$r ?=$?\n";
$r = system("/nonexistent/a b c");
print "missing words: r=$r\n";
{
    no warnings;
    $r = system("/nonexistent/quiet");
    print "quiet: r=$r\n";
}

# A signal: $? holds its number.
system("sh", "-c", 'kill -TERM $$');
print "killed: sig=", $? & 127, " exit=", $? >> 8, "\n";
system("sh", "-c", 'kill -KILL $$');
print "killed: sig=", $? & 127, "\n";

# The value is usable in conditions as scripts use it.
if (system("true") == 0) { print "true succeeded\n" }
unless (system("false") == 0) { print "false failed\n" }
system("sh", "-c", "exit 1") == 0 or print "status ", $? >> 8, "\n";
my @cmd = ("sh", "-c", 'echo "args: $*"', "sh", "one", "two");
system(@cmd);
print "done\n";
