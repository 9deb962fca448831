# system { PROGRAM } LIST and exec { PROGRAM } LIST: PROGRAM is run with LIST as its
# argument vector, so $0 is the first word; a missing PROGRAM is named in the warning.
use strict; use warnings;
my $r = system { "sh" } "my-name", "-c", 'echo "name is $0"; exit 4';
print "r=", $r >> 8, "\n";
$r = system { "/nonexistent/prog" } "fake";
print "missing: $r $!\n";
my @args = ("sh", "-c", "echo one word list");
system { $args[0] } @args;
system { "echo" } "echo";
system({ "sh" } "sh", "-c", "echo in parens");
my $pid = fork // die;
if (!$pid) {
    exec { "sh" } "renamed", "-c", 'echo "exec as $0"';
    die "not reached: $!";
}
waitpid($pid, 0);
exec { "/nonexistent/x" } "y" or print "exec failed: $!\n";
print "end\n";
