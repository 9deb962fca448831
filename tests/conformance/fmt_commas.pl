use strict;
use warnings;
use feature 'say';

sub commify {
    my ($n) = @_;
    my $sign = "";
    if ($n < 0) {
        $sign = "-";
        $n = -$n;
    }
    my $s = sprintf("%.2f", $n);
    my $dot = index($s, ".");
    my $int = substr($s, 0, $dot);
    my $frac = substr($s, $dot);
    my $out = "";
    while (length($int) > 3) {
        $out = "," . substr($int, -3) . $out;
        $int = substr($int, 0, length($int) - 3);
    }
    return $sign . $int . $out . $frac;
}

sub human_bytes {
    my ($b) = @_;
    my @units = qw(B KiB MiB GiB TiB);
    my $u = 0;
    while ($b >= 1024 && $u < $#units) {
        $b /= 1024;
        $u++;
    }
    return $u == 0 ? sprintf("%d %s", $b, $units[$u]) : sprintf("%.1f %s", $b, $units[$u]);
}

for my $n (0, 1, 12, 123, 1234, 12345, 123456, 1234567, 1234567.891, -9876543.21, 0.005, 999.995, 1e12, -0.5) {
    say sprintf("%-16s => %20s", $n, commify($n));
}
for my $b (0, 1, 1023, 1024, 1536, 1048576, 123456789, 1099511627776, 5e15) {
    say sprintf("%16s bytes = %s", $b, human_bytes($b));
}
my @names = ("Widget", "Gadget", "Gizmo");
my @qty = (3, 12, 1);
my @price = (19.99, 4.5, 1249.0);
my $total = 0;
say sprintf("%-10s %5s %12s %12s", "Item", "Qty", "Price", "Subtotal");
say "-" x 42;
for my $i (0 .. $#names) {
    my $sub = $qty[$i] * $price[$i];
    $total += $sub;
    say sprintf("%-10s %5d %12s %12s", $names[$i], $qty[$i], commify($price[$i]), commify($sub));
}
say "-" x 42;
say sprintf("%-10s %5s %12s %12s", "Total", "", "", commify($total));
say sprintf("Percent: %5.1f%%", 100 * 59.97 / $total);
