use Scalar::Util qw(weaken isweak unweaken);
my ($ws, $wa, $wh, $wc);
for my $i (1..2) {
    my $s = "s$i"; my @a = ($i); my %h = (k => $i); my $code = sub { $i };
    if ($i == 1) { $ws = \$s; weaken $ws; $wa = \@a; weaken $wa; $wh = \%h; weaken $wh; $wc = $code; weaken $wc; }
    print "in loop $i: ", (defined $ws ? $$ws : "undef"), " ", (defined $wa ? "@$wa" : "undef"), " ", (defined $wh ? $wh->{k} // 'nokey' : "undef"), " ", (defined $wc ? "code" : "undef"), "\n";
}
print "after: ", (defined $ws ? "def" : "undef"), " ", (defined $wa ? "def" : "undef"), " ", (defined $wh ? "def" : "undef"), " ", (defined $wc ? "def" : "undef"), "\n";
