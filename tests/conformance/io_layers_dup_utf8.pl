# A dup of a handle has its layers: characters printed to a dup of a :utf8 STDOUT go
# out as UTF-8 and do not warn "Wide character" (Test2 copies its output handles so).
use strict;
use warnings;

binmode STDOUT, ':utf8';
open my $out, '>&', \*STDOUT or die "dup: $!";
my @layers = grep { $_ ne 'unix' } PerlIO::get_layers(STDOUT);
binmode $out, join(":", "", "raw", @layers);
print $out "caf\x{e9} \x{263a}\n";
close $out;
open my $raw, '>&', \*STDOUT or die;
binmode $raw;
print $raw "bytes: caf\xc3\xa9\n";
close $raw;
print "done \x{263a}\n";
