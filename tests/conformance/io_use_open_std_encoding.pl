# use open qw(:std :encoding(UTF-8)) stacks an encoding layer on the standard handles,
# as binmode(FH, ':encoding(UTF-8)') does; :std :utf8 only flags the top layer.
use open qw(:std :encoding(UTF-8));
print join(",", PerlIO::get_layers(STDOUT)), "\n";
print join(",", PerlIO::get_layers(STDERR)), "\n";
print "\x{263a}\n";
binmode(STDERR, ':raw');
binmode(STDERR, ':utf8');
print join(",", PerlIO::get_layers(STDERR)), "\n";
