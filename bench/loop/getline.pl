# perlbench loop/getline: reading lines in a `while (<$fh>)` loop. The program writes its
# own input file (20 000 lines of varied length) under /tmp, reads it back many times with
# `while (<$fh>)`, checksums lengths and line numbers, and removes the file.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $passes = int(600 * $scale) || 1;
my $file = "/tmp/camelift_bench_getline.$$";

open(my $out, '>', $file) or die "Cannot write $file: $!";
for my $i (1 .. 20000) {
    print $out "line $i: ", "x" x ($i % 37), "\n";
}
close $out or die "close: $!";

my $sum = 0;
my $lines = 0;
for my $pass (1 .. $passes) {
    open(my $in, '<', $file) or die "Cannot read $file: $!";
    while (<$in>) {
        $sum += length;
        $lines++;
    }
    $sum += $.;
    close $in;
}
unlink $file;
print "$lines lines, checksum $sum\n";
