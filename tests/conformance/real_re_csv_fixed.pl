use strict;
use warnings;

# Converts CSV (quoted fields, embedded commas, doubled quotes, embedded
# newlines) into a fixed-width report with computed column widths.

my $csv = <<'CSV';
id,name,city,amount,note
1,"Smith, John",Boston,1234.5,"said ""hi"""
2,Jane Doe,"New
York",99,
3,"O'Brien",  Dublin ,-12.25,"tab	inside"
4,"",Zürich,0,"a,b,c"
5,Li,Xi'an,1e3,last
CSV

sub parse_csv {
    my $text = shift;
    my (@rows, @row);
    my $field_re = qr/\G(?:"((?:[^"]|"")*)"|([^,\n]*))(,|\n|\z)/;
    pos($text) = 0;
    while (pos($text) < length $text) {
        $text =~ /$field_re/gc or die "bad csv at " . pos($text);
        my $v = defined $1 ? $1 =~ s/""/"/gr : $2;
        my $sep = $3;
        push @row, $v;
        if ($sep ne ',') { push @rows, [@row]; @row = () }
    }
    return @rows;
}

my @rows = parse_csv($csv);
my $hdr = shift @rows;
print scalar(@rows), " rows, ", scalar(@$hdr), " columns\n";

for my $r (@rows) {
    for (@$r) {
        s/^\s+|\s+$//g;
        tr/\t\n/  /;
    }
}

my @num = map { my $c = $_; !grep { $_->[$c] !~ /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/ } @rows } 0 .. $#$hdr;
my @w = map { my $c = $_; my $m = length $hdr->[$c]; for (@rows) { $m = length $_->[$c] if length $_->[$c] > $m } $m } 0 .. $#$hdr;

my $fmt = join(' | ', map { $num[$_] ? "%$w[$_]s" : "%-$w[$_]s" } 0 .. $#w) . "\n";
printf $fmt, map { uc } @$hdr;
print join('-+-', map { '-' x $_ } @w), "\n";
printf $fmt, @$_ for @rows;

my $total = 0;
$total += $_->[3] for @rows;
printf "total amount: %.2f (numeric columns: %s)\n", $total, join(',', map { $hdr->[$_] } grep { $num[$_] } 0 .. $#num);
my @quoted = map { my $f = $_; $f =~ /[",\s]/ ? '"' . ($f =~ s/"/""/gr) . '"' : $f } @{ $rows[0] };
print "back to csv: ", join(',', @quoted), "\n";
