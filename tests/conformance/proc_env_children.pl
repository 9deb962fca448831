# %ENV is the environment of every child: system (list and shell line), backticks, a
# pipe open, fork then exec, exec itself; stores, deletes, local of an element and of
# the whole hash, a list assignment to %ENV, and PATH as the program set it.
use strict;
use warnings;

$| = 1;
$ENV{CAMELIFT_FOO} = "bar";
system('sh', '-c', 'echo "list [$CAMELIFT_FOO]"');
system('echo "line [$CAMELIFT_FOO]"');
print `echo "backticks [\$CAMELIFT_FOO]"`;
open(my $p, '-|', 'sh', '-c', 'echo "pipe open [$CAMELIFT_FOO]"') or die "pipe: $!";
print <$p>;
close $p;
open($p, 'echo "two-argument pipe [$CAMELIFT_FOO]" |') or die "pipe: $!";
print <$p>;
close $p;
open($p, '|-', 'sh', '-c', 'cat; echo "writing pipe [$CAMELIFT_FOO]"') or die "pipe: $!";
print $p "to the writing pipe\n";
close $p;

$ENV{CAMELIFT_NUM} = 42;
$ENV{CAMELIFT_UNDEF} = undef;
system('sh', '-c', 'echo "number [$CAMELIFT_NUM] undef [${CAMELIFT_UNDEF-unset}]"');
delete $ENV{CAMELIFT_FOO};
system('sh', '-c', 'echo "deleted [${CAMELIFT_FOO-unset}]"');
{
    local $ENV{CAMELIFT_LOCAL} = "inside";
    system('sh', '-c', 'echo "local [$CAMELIFT_LOCAL]"');
}
system('sh', '-c', 'echo "after local [${CAMELIFT_LOCAL-unset}]"');
$ENV{CAMELIFT_KEEP} = "kept";
{
    local %ENV = (PATH => $ENV{PATH}, CAMELIFT_ONLY => 1);
    print "local %ENV: ", `sh -c 'env' | grep CAMELIFT_ | sort`;
}
system('sh', '-c', 'echo "restored [$CAMELIFT_KEEP] [${CAMELIFT_ONLY-unset}]"');

# A child that goes on with the program, then execs.
my $pid = fork // die "fork: $!";
if (!$pid) {
    $ENV{CAMELIFT_CHILD} = "set in the child";
    exec('sh', '-c', 'echo "fork+exec [$CAMELIFT_KEEP] [$CAMELIFT_CHILD]"') or die;
}
waitpid($pid, 0);
print "status ", $? >> 8, "\n";

# PATH is the program's: nothing found there, so system fails as perl's execvp does.
{
    local $ENV{PATH} = '/nonexistent';
    my $r = system('ls', '/');
    print "PATH=/nonexistent: r=$r \$!=", ($! ? "set" : "0"), "\n";
    $r = system('sh', '-c', 'exit 0');
    print "sh too: r=$r\n";
}
my $r = system('sh', '-c', 'exit 3');
print "PATH back: ", $? >> 8, "\n";

%ENV = (PATH => '/bin:/usr/bin', CAMELIFT_ALL => 'assigned');
print "list assignment: ", `sh -c 'env' | grep CAMELIFT_ | sort`;
exec('sh', '-c', 'echo "exec [$CAMELIFT_ALL] [${CAMELIFT_KEEP-unset}]"');
