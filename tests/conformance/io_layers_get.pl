# PerlIO::get_layers: the layer stacks perl makes for open modes and binmode, the
# standard handles, dups (which copy the layers), pipes and in-memory files; unknown
# layer names fail with perl's warning and $!.
use strict;
use warnings;

sub show {
    my ($n, $fh) = @_;
    print "$n: ", join(",", PerlIO::get_layers($fh)), "\n";
}
my $path = "/tmp/camelift_io_layers_get.$$";
show("STDOUT", *STDOUT);
show("STDIN", \*STDIN);
print "STDERR: ", join(",", PerlIO::get_layers(STDERR)), "\n";
show("by name", "STDOUT");
show("undef", undef);
open my $f, '>', $path or die "open: $!";
show("file", $f);
binmode $f, ':utf8';
show("utf8", $f);
binmode $f;
show("binmode", $f);
binmode $f, ':encoding(UTF-8)';
show("enc", $f);
binmode $f, ':raw';
show("raw", $f);
binmode $f, ':raw:perlio';
show("raw:perlio", $f);
binmode $f, ':raw:utf8';
show("raw:utf8", $f);
binmode $f, ':bytes';
show("bytes", $f);
binmode $f, ':pop';
show("pop", $f);
binmode $f, ':perlio';
show("+perlio", $f);
binmode $f, ':unix';
show("+unix", $f);
my $r = binmode $f, ':nosuchlayer';
print "unknown layer: ", defined $r ? "defined" : "undef", " ($!)\n";
show("after unknown", $f);
close $f;
show("closed", $f);
for my $m ('<:unix', '<:perlio', '<:stdio', '<:raw:encoding(UTF-8)', '<:utf8', '<:bytes',
    '<:pop', '<:raw:pop', '<:encoding(utf8)', '< :raw :utf8', '<:unix:perlio', '<:unix:utf8') {
    open my $g, $m, $path or die "open $m: $!";
    show($m, $g);
}
open(my $bad, '<:nosuch', $path) or print "open with an unknown layer: $!\n";
binmode STDOUT, ':utf8';
open my $d, '>&', \*STDOUT or die;
show("dup of utf8 STDOUT", $d);
open my $e, '>&=', \*STDOUT or die;
show("fdopen of utf8 STDOUT", $e);
binmode STDOUT, ':encoding(UTF-8)';
show("STDOUT utf8 then enc", *STDOUT);
binmode STDOUT;
show("STDOUT raw", *STDOUT);
open my $p, '-|', 'echo hi' or die;
show("pipe", $p);
close $p;
my $text = "abc";
open my $m, '<', \$text or die;
show("in-memory", $m);
open $m, '<:perlio', \$text or die;
show("in-memory perlio", $m);
print "scalar context: ", scalar(PerlIO::get_layers(*STDOUT)), "\n";
print "with output => 1: ", join(" ", PerlIO::get_layers(*STDOUT, output => 1)), "\n";
print "prototype: ", prototype("PerlIO::get_layers"), "\n";
unlink $path;
