# File::Path compiled from the installed perl: its BEGIN-time _IS_* subs, goto &Carp::carp,
# and $VERSION = eval $VERSION (a number literal's text); make_path and mkpath.
use strict; use warnings;
use File::Path qw(make_path mkpath);
my $base = "/tmp/camelift_fp_$$";
my @made = make_path("$base/a/b/c", "$base/x");
print scalar(@made), " made\n";
print -d "$base/a/b/c" ? "exists\n" : "missing\n";
my @again = mkpath("$base/a/b");
print scalar(@again), " made again\n";
print "version ok\n" if $File::Path::VERSION > 2;
for my $d ("$base/a/b/c", "$base/a/b", "$base/a", "$base/x", $base) { rmdir $d or print "rmdir $d: $!\n" }
