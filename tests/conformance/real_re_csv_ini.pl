use strict;
use warnings;

# A CSV parser (quoted fields, embedded commas, doubled quotes) and an INI reader.

sub parse_csv_line {
    my ($line) = @_;
    my @fields;
    pos($line) = 0;
    while (1) {
        if ($line =~ /\G\s*"((?:[^"]|"")*)"\s*/gc) {
            (my $f = $1) =~ s/""/"/g;
            push @fields, $f;
        } elsif ($line =~ /\G([^,"]*)/gc) {
            my $f = $1;
            $f =~ s/^\s+|\s+$//g;
            push @fields, $f;
        }
        last if pos($line) >= length $line;
        $line =~ /\G,/gc or die "malformed CSV at column " . (pos($line) + 1) . ": $line\n";
        if (pos($line) == length $line) { push @fields, ""; last }
    }
    return @fields;
}

my $csv = <<'END';
id,name,city,comment,amount
1,"Smith, John",Boston,"He said ""hi""",1200.50
2,Jane Doe , "New York","",  300
3,"O'Brien",,"multi, comma, field",75.25
4,Bad "quote",Nowhere,x,1
5,"Trailing",Comma,,
END

my @rows = split /\n/, $csv;
my @header = parse_csv_line(shift @rows);
print "columns: ", join(" | ", @header), "\n";
my @records;
for my $row (@rows) {
    my @f = eval { parse_csv_line($row) };
    if ($@) { print "skip: $@"; next }
    my %rec;
    @rec{@header} = @f;
    push @records, \%rec;
    print join(" | ", map { defined $_ ? "[$_]" : "[undef]" } @f), "\n";
}
my $total = 0;
for my $r (@records) {
    $total += $r->{amount} if defined $r->{amount} && $r->{amount} =~ /^\s*-?\d+(?:\.\d+)?\s*$/;
}
printf "records: %d, total amount: %.2f\n", scalar(@records), $total;
my @with_comma = map { $_->{name} } grep { $_->{name} =~ /,/ || $_->{comment} =~ /,/ } @records;
print "records with commas: @with_comma\n";

# ---- INI ----
sub parse_ini {
    my ($text) = @_;
    my %ini;
    my $section = "_global";
    my $n = 0;
    for my $line (split /\r?\n/, $text) {
        $n++;
        next if $line =~ /^\s*(?:[#;].*)?$/;
        if ($line =~ /^\s*\[\s*([^\]]+?)\s*\]\s*$/) {
            $section = lc $1;
            $section =~ s/\s+/_/g;
            next;
        }
        if ($line =~ /^\s*([\w.-]+)\s*[=:]\s*(.*?)\s*$/) {
            my ($k, $v) = (lc $1, $2);
            if ($v =~ /^"(.*)"$/) { $v = $1 =~ s/\\"/"/gr }
            else { $v =~ s/\s+[#;].*$// }
            $v =~ s/\$\{(\w+)\.(\w+)\}/exists $ini{$1} && defined $ini{$1}{$2} ? $ini{$1}{$2} : "<undef:$1.$2>"/ge;
            $ini{$section}{$k} = $v;
            next;
        }
        die "line $n: cannot parse '$line'\n";
    }
    return \%ini;
}

my $ini_text = <<'END';
; global settings
name = demo app
[Database]
host      = db.local   ; inline comment
port=5432
user : admin
password = "p#ss;word \"quoted\""
  # indented comment
[ Web Server ]
listen = 0.0.0.0:${database.port}
root=/var/www
url = http://${database.host}/app
bogus = ${nope.key}
empty =
END

my $ini = parse_ini($ini_text);
for my $sec (sort keys %$ini) {
    print "[$sec]\n";
    for my $k (sort keys %{ $ini->{$sec} }) {
        print "  $k = '$ini->{$sec}{$k}'\n";
    }
}

my $broken = "[ok]\nkey = 1\nthis is not valid\n";
eval { parse_ini($broken) };
print "error: $@";
