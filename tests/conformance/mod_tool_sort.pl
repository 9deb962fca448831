#!/usr/bin/perl
# A sort(1) as people write it with Getopt::Long: -n numeric, -r reverse, -f fold case,
# -u unique, -k FIELD (1-based, whitespace fields), -t SEP, -b ignore leading blanks, a
# stable sort with a last-resort whole-line comparison as sort(1) has, and -o FILE.
# args: -k2,2 -n -r -u mod_tool_data.stdin
use strict;
use warnings;
use Getopt::Long qw(:config bundling);
use File::Basename;

my %o;
GetOptions(\%o, 'n|numeric-sort', 'r|reverse', 'f|ignore-case', 'u|unique',
    'k|key=s', 't|field-separator=s', 'b|ignore-leading-blanks', 'o|output=s')
    or die "usage: " . basename($0) . " [-nrfub] [-k F[,F]] [-t SEP] [FILE...]\n";
my @lines;
for my $f (@ARGV ? @ARGV : '-') {
    open my $fh, '<', $f or die "sort: cannot read: $f: $!\n";
    push @lines, <$fh>;
}
chomp @lines;
my ($k1, $k2) = defined $o{k} ? split(/,/, $o{k}) : ();
my $key = sub {
    my $l = shift;
    return $l unless defined $k1;
    my @f = defined $o{t} ? split(/\Q$o{t}\E/, $l, -1) : split(' ', $l);
    my $last = defined $k2 ? $k2 : scalar @f;
    my $s = join(defined $o{t} ? $o{t} : ' ', grep { defined } @f[$k1 - 1 .. $last - 1]);
    $s =~ s/^\s+// if $o{b};
    return $s;
};
my %k = map { $_ => $key->($_) } @lines;
my $cmp = sub {
    my ($x, $y) = @_;
    my ($kx, $ky) = ($k{$x}, $k{$y});
    my $r;
    if ($o{n}) {
        no warnings 'numeric';
        $r = ($kx + 0) <=> ($ky + 0);
    } else {
        $r = $o{f} ? lc $kx cmp lc $ky : $kx cmp $ky;
    }
    return $r;
};
my @sorted = sort { $cmp->($a, $b) || $a cmp $b } @lines;
@sorted = reverse @sorted if $o{r};
if ($o{u}) {
    my %seen;
    @sorted = grep { !$seen{ $o{n} ? 0 + ($k{$_} =~ /^\s*(-?\d+(?:\.\d+)?)/ ? $1 : 0) : $k{$_} }++ } @sorted;
}
my $out = \*STDOUT;
if ($o{o}) { open $out, '>', $o{o} or die "sort: $o{o}: $!\n" }
print {$out} "$_\n" for @sorted;
