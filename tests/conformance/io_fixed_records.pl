# Fixed-length records: $/ = \N reads N bytes per record (the last one shorter), from
# strings and files; setting $/ to a reference to zero, a negative number or to anything
# but a scalar dies as perl dies and leaves $/ as it was.
use strict; use warnings;
open my $fh, '<', \"abcdefghij" or die;
{ local $/ = \3; my @r = <$fh>; print join("|", @r), "\n"; }
open my $src, "<", $0 or die;
{ local $/ = \16; my $first = <$src>; print length($first), ": $first\n"; my $n = 1; $n++ while <$src>; print "records: ", $n > 2 ? "many" : $n, "\n"; }
for my $bad (\-1, \0, [], {}, sub {1}, \"abc") {
    my $old = $/;
    eval { $/ = $bad; 1 } or print "err: $@";
    print "kept: ", ($/ eq $old ? "yes" : "no"), "\n";
}
$/ = \2.7; open $fh, '<', \"wxyz"; my @p = <$fh>; print scalar(@p), " $p[0]\n";
my $five = 5; $/ = \$five; open $fh, '<', \"0123456789AB"; print join(",", <$fh>), "\n";
