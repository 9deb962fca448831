# local *NAME = *OTHER: the scalar, array, hash and handle are the other glob's until the
# scope ends (Digest::SHA's _istext passes *FH this way).
use strict; use warnings;
our ($x, @x) = ("outer", 1, 2);
our ($y, @y) = ("why", 7);
sub show { print "x=$x \@x=@x\n" }
sub with_fh { local *FH = shift; print FH "through FH\n"; my $l = <IN> if 0; }
{
    local *x = *y;
    show();
    $x = "changed";
}
show();
print "y=$y\n";
with_fh(*STDOUT);
open my $tmp, ">", "/tmp/lg_$$" or die; print $tmp "l1\nl2\n"; close $tmp;
open IN, "<", "/tmp/lg_$$" or die;
sub read_one { local *R = *IN; my $l = <R>; return $l }
print "read: ", read_one();
print "rest: ", scalar(<IN>);
print defined(fileno(FH)) ? "FH open\n" : "FH closed\n";
close IN; unlink "/tmp/lg_$$";
