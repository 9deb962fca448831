# %! (perl ties it to Errno where the program mentions it): $!{NAME} is NAME's number
# while $! is that number, else 0, and "" for a name that is no errno; exists, keys,
# each and the hash in list context are Errno's %err.
use strict;
use warnings;

open(my $fh, '<', '/nonexistent/file') or print "ENOENT after a failed open: $!{ENOENT}\n";
print "EACCES meanwhile: $!{EACCES}\n";
print "exists EWOULDBLOCK: ", (exists $!{EWOULDBLOCK} ? 1 : 0), "\n";
print "exists EFOO: ", (exists $!{EFOO} ? 1 : 0), "\n";
print "EFOO: [", (defined $!{EFOO} ? $!{EFOO} : 'undef'), "]\n";
my @set = grep { $!{$_} } keys %!;
print "true keys: @set\n";
print "more than 100 keys: ", (keys(%!) > 100 ? "yes" : "no"), "\n";
print "all start with E: ", ((grep { !/^E[A-Z0-9]+$/ } keys %!) ? "no" : "yes"), "\n";
$! = 0;
print "none with \$! 0: ", scalar(grep { $!{$_} } keys %!), "\n";
$! = 11;
print "EAGAIN and EWOULDBLOCK: $!{EAGAIN} $!{EWOULDBLOCK}\n";
my %copy = %!;
print "copy: EAGAIN $copy{EAGAIN}, EPERM $copy{EPERM}\n";
my $n = 0;
while (my ($k, $v) = each %!) { $n++ if $v }
print "each: $n true\n";
my $key = 'ENOTDIR';
$! = 20;
print "by a variable: $!{$key}\n";
print "slice: @!{qw(ENOTDIR ENOENT)}\n";
print "tied: ", ref(tied %!), "\n";
print "Errno.pm loaded: ", (exists $INC{'Errno.pm'} ? 1 : 0), "\n";
