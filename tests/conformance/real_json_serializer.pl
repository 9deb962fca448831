use strict;
use warnings;

# A JSON-like serializer and parser: recursion over nested data, sorted keys, string
# escaping, number detection, pretty printing, and a round trip.
sub encode {
    my ($d, $indent, $level) = @_;
    $level //= 0;
    my $pad = defined $indent ? "\n" . (" " x ($indent * ($level + 1))) : "";
    my $end = defined $indent ? "\n" . (" " x ($indent * $level)) : "";
    my $sep = defined $indent ? ": " : ":";
    if (!defined $d) { return "null" }
    if (ref $d eq 'HASH') {
        return "{}" unless %$d;
        return "{" . join(",", map { $pad . encode_string($_) . $sep . encode($d->{$_}, $indent, $level + 1) } sort keys %$d) . "$end}";
    }
    if (ref $d eq 'ARRAY') {
        return "[]" unless @$d;
        return "[" . join(",", map { $pad . encode($_, $indent, $level + 1) } @$d) . "$end]";
    }
    if (ref $d eq 'SCALAR') { return $$d ? "true" : "false" }
    return $d if $d =~ /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?$/;
    return encode_string($d);
}

sub encode_string {
    my $s = shift;
    my %esc = ("\"" => "\\\"", "\\" => "\\\\", "\n" => "\\n", "\t" => "\\t", "\r" => "\\r");
    $s =~ s/(["\\\n\t\r])/$esc{$1}/g;
    $s =~ s/([\x00-\x1f])/sprintf("\\u%04x", ord $1)/ge;
    return "\"$s\"";
}

sub decode {
    my $text = shift;
    my $pos = 0;
    my $ws = sub { $pos++ while $pos < length($text) && substr($text, $pos, 1) =~ /\s/ };
    my $value;
    $value = sub {
        $ws->();
        my $c = substr($text, $pos, 1);
        if ($c eq '{') {
            $pos++; my %h; $ws->();
            if (substr($text, $pos, 1) eq '}') { $pos++; return \%h }
            while (1) {
                my $k = $value->(); $ws->();
                die "expected ':' at $pos\n" unless substr($text, $pos++, 1) eq ':';
                $h{$k} = $value->(); $ws->();
                my $n = substr($text, $pos++, 1);
                return \%h if $n eq '}';
                die "expected ',' or '}' at " . ($pos - 1) . "\n" unless $n eq ',';
            }
        }
        if ($c eq '[') {
            $pos++; my @a; $ws->();
            if (substr($text, $pos, 1) eq ']') { $pos++; return \@a }
            while (1) {
                push @a, $value->(); $ws->();
                my $n = substr($text, $pos++, 1);
                return \@a if $n eq ']';
                die "expected ',' or ']' at " . ($pos - 1) . "\n" unless $n eq ',';
            }
        }
        if ($c eq '"') {
            my $s = "";
            $pos++;
            while ((my $ch = substr($text, $pos++, 1)) ne '"') {
                die "unterminated string\n" if $pos > length $text;
                if ($ch eq "\\") {
                    my $e = substr($text, $pos++, 1);
                    if ($e eq 'u') { $s .= chr hex substr($text, $pos, 4); $pos += 4 }
                    else { $s .= { n => "\n", t => "\t", r => "\r" }->{$e} // $e }
                } else { $s .= $ch }
            }
            return $s;
        }
        if (substr($text, $pos) =~ /^(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)/) { $pos += length $1; return $1 + 0 }
        for my $lit (["true", \1], ["false", \0], ["null", undef]) {
            if (substr($text, $pos, length $lit->[0]) eq $lit->[0]) { $pos += length $lit->[0]; return $lit->[1] }
        }
        die "unexpected '" . $c . "' at $pos\n";
    };
    my $v = $value->();
    $ws->();
    die "trailing garbage at $pos\n" if $pos < length $text;
    return $v;
}

my $data = {
    name    => "camel \"lift\"",
    version => 1.5,
    tags    => ["perl", "compiler", "tab\there"],
    nested  => { empty_list => [], empty_hash => {}, deep => [[1, 2], { x => undef }] },
    flags   => { fast => \1, slow => \0 },
    zip     => "007",
    neg     => -42,
    sci     => 6.02e23,
    ctrl    => "bell\x07",
};
my $compact = encode($data);
print "$compact\n";
print encode($data->{nested}, 2), "\n";
my $back = decode($compact);
my $again = encode($back);
print "round trip: ", ($again eq $compact ? "identical" : "DIFFERENT\n$again"), "\n";
print "decoded name: $back->{name}; tab kept: ", ($back->{tags}[2] =~ /\t/ ? "yes" : "no"), "; zip: $back->{zip}\n";
for my $bad ('{"a":1,}', '[1 2]', '{"a" 1}', '"open', 'nope', '[1] x') {
    my $r = eval { decode($bad); "parsed" } // "error: $@";
    chomp $r;
    printf "%-10s %s\n", $bad, $r;
}
