# IPC::Open3 runs a command and reads its output (its &Fcntl::F_GETFD call once
# handed the caller's @_ to the next sub).
use strict;
use warnings;
use IPC::Open3;
my $pid = open3(my $in, my $out, undef, 'echo', 'hello', 'world');
print "got: ", scalar(<$out>);
waitpid $pid, 0;
print "status ", $? >> 8, "\n";
