use strict;
use warnings;

# Word-level diff of two texts (LCS), rendered with [-removed-] {+added+}
# markers, plus a unified-style line summary.

my $old = <<'A';
The quick brown fox jumps over the lazy dog.
It was the best of times, it was the worst of times.
Colorless green ideas sleep furiously.
A
my $new = <<'B';
The quick red fox leaps over the lazy dogs.
It was the best of times; it was the worst of times!
Colorless green ideas sleep furiously.
Added line here.
B

sub tokens { my $s = shift; return $s =~ /(\w+|[^\w\s]+)/g }

sub lcs_diff {
    my ($a, $b) = @_;
    my @L;
    for my $i (reverse 0 .. $#$a) {
        for my $j (reverse 0 .. $#$b) {
            $L[$i][$j] = $a->[$i] eq $b->[$j]
                ? 1 + ($L[$i + 1][$j + 1] // 0)
                : (($L[$i + 1][$j] // 0) >= ($L[$i][$j + 1] // 0) ? ($L[$i + 1][$j] // 0) : ($L[$i][$j + 1] // 0));
        }
    }
    my ($i, $j, @ops) = (0, 0);
    while ($i < @$a && $j < @$b) {
        if ($a->[$i] eq $b->[$j]) { push @ops, ['=', $a->[$i]]; $i++; $j++ }
        elsif (($L[$i + 1][$j] // 0) >= ($L[$i][$j + 1] // 0)) { push @ops, ['-', $a->[$i++]] }
        else { push @ops, ['+', $b->[$j++]] }
    }
    push @ops, ['-', $_] for @{$a}[$i .. $#$a];
    push @ops, ['+', $_] for @{$b}[$j .. $#$b];
    return @ops;
}

sub render {
    my @ops = @_;
    my $out = '';
    for my $op (@ops) {
        my ($t, $w) = @$op;
        my $piece = $t eq '=' ? $w : $t eq '-' ? "[-$w-]" : "{+$w+}";
        $out .= ($out eq '' || $w =~ /^[^\w]/ ? '' : ' ') . $piece;
    }
    $out =~ s/-\] \[-/ /g;
    $out =~ s/\+\} \{\+/ /g;
    return $out;
}

my @ol = split /\n/, $old;
my @nl = split /\n/, $new;
my ($add, $del) = (0, 0);
for my $k (0 .. ($#ol > $#nl ? $#ol : $#nl)) {
    my @a = defined $ol[$k] ? tokens($ol[$k]) : ();
    my @b = defined $nl[$k] ? tokens($nl[$k]) : ();
    my @ops = lcs_diff(\@a, \@b);
    my $changed = grep { $_->[0] ne '=' } @ops;
    $add += grep { $_->[0] eq '+' } @ops;
    $del += grep { $_->[0] eq '-' } @ops;
    printf "%s %d: %s\n", ($changed ? '!' : ' '), $k + 1, render(@ops);
}
print "words added: $add, removed: $del\n";

my %in_old = map { lc($_) => 1 } map { tokens($_) } @ol;
my %in_new = map { lc($_) => 1 } map { tokens($_) } @nl;
my @only_old = sort grep { !$in_new{$_} && /^\w/ } keys %in_old;
my @only_new = sort grep { !$in_old{$_} && /^\w/ } keys %in_new;
print "only old: @only_old\nonly new: @only_new\n";
my @common = sort { length $b <=> length $a || $a cmp $b } grep { $in_new{$_} && /^[a-z]{4,}$/ } keys %in_old;
print "common long: @common[0 .. 4]\n";
