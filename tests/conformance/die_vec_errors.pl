# vec's run-time errors, each caught by eval: widths that are not a power of two from 1
# up, a negative offset assigned to (reading one gives 0), characters above 0xFF, a
# read-only target, an offset past IV_MAX.
use strict;
use warnings;

sub try {
    my ($what, $code) = @_;
    my $r = eval { $code->() };
    print "$what: ", (defined $r ? "ok $r\n" : "died: $@");
}

my $v = "abc";
try("width 0", sub { vec($v, 0, 0) });
try("width 3", sub { vec($v, 0, 3) });
try("width -8", sub { vec($v, 0, -8) });
try("width 2**31", sub { vec($v, 0, 2**31) });
try("width 'nan'", sub { my $n = "nan"; vec($v, 0, $n) });
try("assigned width 12", sub { vec($v, 0, 12) = 1 });
try("negative offset", sub { vec($v, -1, 3) });
try("negative offset assigned", sub { vec($v, -1, 8) = 1 });
try("negative offset, op", sub { vec($v, -2, 8) |= 1 });
try("huge NV offset assigned", sub { vec($v, 1e30, 8) = 1 });
try("UV offset read", sub { vec($v, 18446744073709551615, 8) });
try("UV offset assigned", sub { vec($v, 18446744073709551615, 8) = 1 });
my $wide = "a\x{100}";
try("wide read", sub { vec($wide, 0, 8) });
try("wide assigned", sub { vec($wide, 0, 8) = 1 });
try("wide, op", sub { vec($wide, 3, 1) ^= 1 });
for my $ro (1) {
    try("read-only read", sub { vec($ro, 0, 8) });
    try("read-only assigned", sub { vec($ro, 0, 8) = 50 });
}
print "v is still $v, wide is still ", length $wide, " characters\n";
