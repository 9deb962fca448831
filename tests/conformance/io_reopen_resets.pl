# Reopening a handle leaves nothing of its last opening: a UTF-8 layer is gone when it
# becomes a pipe, and a handle printed to before any open warns "closed" after one.
use strict;
use warnings;
my $f = "/tmp/camelift_reopen_$$";
open(FH, ">:utf8", $f) or die "open: $!";
print FH "\x{e9}\n";
close FH;
open(FH, "<:utf8", $f) or die;
my $a = <FH>;
print length($a), "\n";
open(FH, "cat $f |") or die "pipe: $!";
my $b = <FH>;
print length($b), "\n";
close FH;
print OUT "y";
open(OUT, "| cat") or die;
print OUT "through cat\n";
close OUT;
print OUT "z";
unlink $f;
