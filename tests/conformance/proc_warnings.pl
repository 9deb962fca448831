# Warnings of the process built-ins: undefined arguments (named as perl names them),
# numeric ones for waitpid, and what an empty command does.
use strict;
use warnings;

my $undef;
my $r = system("true", $undef);
print "system with undef arg: $r\n";
my $out = readpipe($undef);
print "readpipe of undef: [", (defined $out ? $out : "undef"), "]\n";
my @list = `echo $undef`;
print "interpolated: ", scalar(@list), "\n";
$r = exec($undef);
print "exec of undef: [$r]\n";
$r = system("");
print "empty system: ", $r >> 8, "\n";
$r = waitpid("none", 0);
print "waitpid of a string: $r\n";
