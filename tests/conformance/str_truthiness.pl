use strict;
use warnings;
use feature 'say';

for my $v ("0", "0.0", "00", "", "0E0", " ", "-0", "0 but true", "a", "00.0", "\n", "0\n") {
    my $shown = $v;
    $shown = "\\n" if $v eq "\n";
    $shown = "0\\n" if $v eq "0\n";
    say "[$shown] ", ($v ? "true" : "false");
}
for my $n (0, 1, -1, 0.0, 0.5, -0.0, 1e-300, 1 - 1) {
    say "number $n: ", ($n ? "true" : "false");
}
my $u;
say "undef: ", ($u ? "true" : "false");
say "[", 1 == 2, "] [", !1, "] [", !1 + 0, "] [", !0, "] [", !!"a", "]";
say "!!0: [", !!0, "]";
say "!'': [", !"", "]";
say "!'0.0': [", !"0.0", "]";
say "not 0: [", (not 0), "]";
say "false in arithmetic: ", (1 == 2) + 5;
say "false length: ", length(1 == 2);
say "true length: ", length(1 == 1);
my @empty;
my @full = (0);
say "empty array: ", (@empty ? "true" : "false");
say "array holding 0: ", (@full ? "true" : "false");
my %eh;
my %fh = (a => 0);
say "empty hash: ", (%eh ? "true" : "false");
say "hash with one key: ", (%fh ? "true" : "false");
say "unless 0: ", "ran" unless 0;
my $count = 0;
my $str = "3";
while ($str) {
    $count++;
    $str = $str - 1;
}
say "loop ran $count times until string became 0";
say "defined but false: ", (defined("") ? "defined" : "undef"), " / ", ("" ? "true" : "false");
