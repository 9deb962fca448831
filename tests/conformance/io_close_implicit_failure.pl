use strict;
use warnings;

# A handle closed implicitly (its last reference gone, or left open at exit) whose
# buffered output cannot be written: perl's "unable to close filehandle" warning, at
# the line where the scope ended, or during global destruction for a global handle.

package Guard;
sub new { my ($c, $n) = @_; return bless { n => $n }, $c }
sub DESTROY { print "destroy $_[0]{n}\n" }

package main;

sub write_full {
    open my $fh, '>', '/dev/full' or die "open: $!";
    print $fh "lost";
    return "written";
}
print write_full(), "\n";
{
    open my $block, '>', '/dev/full' or die "open: $!";
    print $block "lost too";
}
print "after block\n";

# An explicit close reports the failure itself: no warning.
open my $checked, '>', '/dev/full' or die "open: $!";
print $checked "x";
print close($checked) ? "closed\n" : "close failed: $!\n";

# Nothing buffered: nothing to report.
{
    open my $empty, '>', '/dev/full' or die "open: $!";
}

my $g = Guard->new("file lexical");
open my $file_scope, '>', '/dev/full' or die "open: $!";
print $file_scope "x";
open GLOBAL, '>', '/dev/full' or die "open: $!";
print GLOBAL "y";
END { print "end block\n" }
print "main done\n";
