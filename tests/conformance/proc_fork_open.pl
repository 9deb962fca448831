# Forking pipe opens: open(FH, "-|") and open(FH, "|-") fork, the child (open gave 0)
# writes to or reads from its parent through its STDOUT or STDIN, and the parent's
# close waits for it and sets $?; the child may exec, the safe-pipe idiom.
use strict;
use warnings;

print "parent before, ";
my $pid = open(my $from_kid, "-|") // die "fork: $!";
if ($pid == 0) {
    print "kid line 1\n";
    print "kid line 2\n";
    exit 3;
}
my @l = <$from_kid>;
print "got ", scalar(@l), ": @l";
print "close: ", (close($from_kid) ? "true" : "false"), " exit=", $? >> 8, "\n";

$pid = open(TO_KID, "|-") // die "fork: $!";
if (!$pid) {
    while (my $line = <STDIN>) { print "kid read: $line" }
    exit 0;
}
print TO_KID "hello kid\n";
print TO_KID "second line\n";
close TO_KID;
print "after writer: $?\n";

$pid = open(my $ex, "-|") // die;
if (!$pid) {
    exec "echo", "exec in kid", "with", "list";
    die "exec failed: $!";
}
print "from exec: ", <$ex>;
close $ex;

$pid = open(my $three, "-|", "-") // die;
if (!$pid) {
    print "three-argument fork\n";
    exit 0;
}
print scalar <$three>;
close $three;
print "done: $?\n";
