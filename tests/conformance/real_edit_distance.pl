use strict;
use warnings;

# Dynamic programming on strings: edit distance with the edit script, longest common
# subsequence, a line diff built on LCS, and memoized spelling suggestions.
sub edit_distance {
    my ($s, $t) = @_;
    my @a = split //, $s;
    my @b = split //, $t;
    my @d;
    $d[$_][0] = $_ for 0 .. @a;
    $d[0][$_] = $_ for 0 .. @b;
    for my $i (1 .. @a) {
        for my $j (1 .. @b) {
            my $cost = $a[$i - 1] eq $b[$j - 1] ? 0 : 1;
            my $best = $d[$i - 1][$j] + 1;
            $best = $d[$i][$j - 1] + 1 if $d[$i][$j - 1] + 1 < $best;
            $best = $d[$i - 1][$j - 1] + $cost if $d[$i - 1][$j - 1] + $cost < $best;
            $d[$i][$j] = $best;
        }
    }
    # walk back to produce the edit script
    my ($i, $j) = (scalar @a, scalar @b);
    my @ops;
    while ($i > 0 || $j > 0) {
        if ($i > 0 && $j > 0 && $a[$i - 1] eq $b[$j - 1] && $d[$i][$j] == $d[$i - 1][$j - 1]) { unshift @ops, "=$a[$i-1]"; $i--; $j-- }
        elsif ($i > 0 && $j > 0 && $d[$i][$j] == $d[$i - 1][$j - 1] + 1) { unshift @ops, "~$a[$i-1]>$b[$j-1]"; $i--; $j-- }
        elsif ($i > 0 && $d[$i][$j] == $d[$i - 1][$j] + 1) { unshift @ops, "-$a[$i-1]"; $i-- }
        else { unshift @ops, "+$b[$j-1]"; $j-- }
    }
    return ($d[@a][@b], join(" ", @ops));
}

for my $pair ([qw(kitten sitting)], [qw(flaw lawn)], [qw(intention execution)], ["", "abc"], [qw(same same)]) {
    my ($dist, $script) = edit_distance(@$pair);
    printf "%-10s -> %-10s distance %d: %s\n", "'$pair->[0]'", "'$pair->[1]'", $dist, $script;
}

my %lcs_memo;
my $lcs_calls = 0;
sub lcs {
    my ($x, $y) = @_;
    $lcs_calls++;
    return "" if $x eq "" || $y eq "";
    my $key = "$x\0$y";
    return $lcs_memo{$key} if exists $lcs_memo{$key};
    my ($hx, $tx) = (substr($x, 0, 1), substr($x, 1));
    my ($hy, $ty) = (substr($y, 0, 1), substr($y, 1));
    my $r;
    if ($hx eq $hy) { $r = $hx . lcs($tx, $ty) }
    else {
        my ($p, $q) = (lcs($tx, $y), lcs($x, $ty));
        $r = length $p >= length $q ? $p : $q;
    }
    return $lcs_memo{$key} = $r;
}
for my $pair ([qw(AGGTAB GXTXAYB)], [qw(ABCBDAB BDCABA)], [qw(dynamic programming)]) {
    %lcs_memo = ();
    $lcs_calls = 0;
    my $l = lcs(@$pair);
    print "lcs($pair->[0], $pair->[1]) = '$l' (length ", length($l), ", $lcs_calls calls)\n";
}

# a line diff using an LCS table over lines
my @old = ("use strict;", "my \$x = 1;", "print \$x;", "exit;");
my @new = ("use strict;", "use warnings;", "my \$x = 2;", "print \$x;", "exit;");
my @L;
for my $i (reverse 0 .. $#old) {
    for my $j (reverse 0 .. $#new) {
        $L[$i][$j] = $old[$i] eq $new[$j] ? 1 + ($L[$i + 1][$j + 1] // 0)
                   : ($L[$i + 1][$j] // 0) > ($L[$i][$j + 1] // 0) ? $L[$i + 1][$j] // 0 : $L[$i][$j + 1] // 0;
    }
}
my ($i, $j) = (0, 0);
while ($i < @old || $j < @new) {
    if ($i < @old && $j < @new && $old[$i] eq $new[$j]) { print "  $old[$i]\n"; $i++; $j++ }
    elsif ($j < @new && ($i >= @old || ($L[$i][$j + 1] // 0) >= ($L[$i + 1][$j] // 0))) { print "+ $new[$j]\n"; $j++ }
    else { print "- $old[$i]\n"; $i++ }
}

# spelling suggestions: closest dictionary words
my @dict = qw(perl pearl peril pull purl parse pears spell shell);
for my $w (qw(pirl spel parsr)) {
    my @scored = sort { $a->[1] <=> $b->[1] or $a->[0] cmp $b->[0] } map { [$_, (edit_distance($w, $_))[0]] } @dict;
    print "$w: ", join(", ", map { "$_->[0]($_->[1])" } @scored[0 .. 2]), "\n";
}
