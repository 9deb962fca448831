# re/alt: classify words with alternations of literals under /i (keywords, types, operators).
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $reps = int(1850 * $scale) || 1;

my $seed = 5;
sub rnd {    # deterministic LCG, 0 .. $_[0]-1
    $seed = ($seed * 1103515245 + 12345) % 2147483648;
    return int($seed / 65536) % $_[0];
}

my @vocab = qw(if Else WHILE for foreach Return sub my our local unless until last next
    int Char float DOUBLE long short void struct
    and OR not xor cmp eq ne lt gt le ge
    counter Index value tmp buffer result iffy format subroutine mystery order android);
my @tokens;
for my $i (1 .. 2000) {
    push @tokens, $vocab[rnd(scalar @vocab)];
}

my ($kw, $type, $op, $ident) = (0, 0, 0, 0);
my $klen = 0;
for my $r (1 .. $reps) {
    for my $t (@tokens) {
        if ($t =~ /^(?:if|else|while|for|foreach|return|sub|my|our|local|unless|until|last|next)$/i) {
            $kw++;
            $klen += length($t);
        } elsif ($t =~ /^(?:int|char|float|double|long|short|void|struct)$/i) {
            $type++;
        } elsif ($t =~ /^(?:and|or|not|xor|cmp|eq|ne|lt|gt|le|ge)$/i) {
            $op++;
        } else {
            $ident++;
        }
    }
}
print "$kw $type $op $ident $klen\n";
