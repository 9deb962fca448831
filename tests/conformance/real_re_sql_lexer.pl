use strict;
use warnings;

# A tokenizer for a SQL-ish language using \G with /gc and named captures,
# followed by a tiny recursive-descent parse of the WHERE clause.

my @queries = (
    q{SELECT id, name FROM users WHERE age >= 21 AND name LIKE 'J%' ORDER BY name DESC;},
    q{select count(*) from "Order Items" where price*qty > 100.50 or note = 'it''s ok'},
    q{UPDATE t SET a = a + 1, b = -2.5e3 WHERE id IN (1, 2, 3) -- trailing comment},
    q{DELETE FROM logs WHERE ts < '2024-01-01' /* block
      comment */ AND level <> 'debug' @},
);

my %kw = map { $_ => 1 } qw(SELECT FROM WHERE AND OR NOT ORDER BY DESC ASC UPDATE SET DELETE IN LIKE COUNT);

sub tokenize {
    my $s = shift;
    my @t;
    pos($s) = 0;
    while (pos($s) < length $s) {
        if ($s =~ /\G\s+/gc) { next }
        elsif ($s =~ m{\G(?:--[^\n]*|/\*.*?\*/)}gcs) { push @t, ['COMMENT', length $&] }
        elsif ($s =~ /\G(?<num>-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)/gc) { push @t, ['NUM', $+{num}] }
        elsif ($s =~ /\G'(?<str>(?:[^']|'')*)'/gc) { (my $v = $+{str}) =~ s/''/'/g; push @t, ['STR', $v] }
        elsif ($s =~ /\G"(?<qid>[^"]+)"/gc) { push @t, ['IDENT', $+{qid}] }
        elsif ($s =~ /\G(?<word>[A-Za-z_]\w*)/gc) {
            my $w = $+{word};
            push @t, exists $kw{uc $w} ? ['KW', uc $w] : ['IDENT', $w];
        }
        elsif ($s =~ /\G(?<op><>|[<>!]=|[-+*\/=<>(),;])/gc) { push @t, ['OP', $+{op}] }
        else {
            my $p = pos $s;
            push @t, ['ERROR', substr($s, $p, 1) . " at $p"];
            pos($s) = $p + 1;
        }
    }
    return @t;
}

for my $q (@queries) {
    my @t = tokenize($q);
    print join(' ', map { "$_->[0]" . (defined $_->[1] ? "($_->[1])" : '') } @t), "\n";
    my %count;
    $count{$_->[0]}++ for @t;
    print '  counts: ', join(', ', map { "$_=$count{$_}" } sort keys %count), "\n";
    my ($i) = grep { $t[$_][0] eq 'KW' && $t[$_][1] eq 'WHERE' } 0 .. $#t;
    next unless defined $i;
    my @cond;
    my $depth = 0;
    for my $tok (@t[$i + 1 .. $#t]) {
        last if $tok->[0] eq 'KW' && $tok->[1] =~ /^(?:ORDER|GROUP)$/;
        last if $tok->[0] eq 'OP' && $tok->[1] eq ';';
        next if $tok->[0] eq 'COMMENT' || $tok->[0] eq 'ERROR';
        $depth++ if $tok->[1] eq '(';
        $depth-- if $tok->[1] eq ')';
        push @cond, $tok->[0] eq 'STR' ? "'$tok->[1]'" : $tok->[1];
    }
    my $c = join ' ', @cond;
    $c =~ s/\s+([,)])/$1/g;
    $c =~ s/\(\s+/(/g;
    my @parts = split /\s+(AND|OR)\s+/, $c;
    print "  where: $c (depth $depth)\n";
    print "  parts: ", join(' | ', @parts), "\n";
}
