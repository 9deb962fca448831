# use open: :std puts the layer on the standard handles; 3-argument opens without
# layers get it, explicit layers win; IO => LAYER.
use strict;
use warnings;
use open qw(:std :utf8);
my $dir = "/tmp/camelift_useopen_$$";
mkdir $dir or die "mkdir: $!";
my $f = "$dir/t.txt";
print "\x{263a} caf\x{e9}\n";
open my $out, ">", $f or die "open: $!";
print $out "\x{3b1}\x{3b2}\n";
close $out;
open my $in, "<", $f or die;
my $l = <$in>;
chomp $l;
print length($l), "\n";
close $in;
open my $raw, "<:raw", $f or die;
my $b = <$raw>;
chomp $b;
print length($b), "\n";
close $raw;
print STDERR "\x{e9}\n";
unlink $f; rmdir $dir;
