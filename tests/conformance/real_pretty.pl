use strict;
use warnings;

my %ESC = ('"' => '\\"', '\\' => '\\\\', "\n" => '\\n', "\t" => '\\t', "\r" => '\\r');

sub escape_string {
    my ($s) = @_;
    my $out = '';
    for my $i (0 .. length($s) - 1) {
        my $c = substr($s, $i, 1);
        if (exists $ESC{$c}) { $out .= $ESC{$c}; }
        elsif (ord($c) < 32) { $out .= sprintf('\\u%04x', ord $c); }
        else { $out .= $c; }
    }
    return '"' . $out . '"';
}

sub looks_numeric {
    my ($s) = @_;
    return 0 if !defined $s || $s eq '';
    my $i = 0;
    $i++ if substr($s, 0, 1) eq '-';
    my ($digits, $dots) = (0, 0);
    for (; $i < length $s; $i++) {
        my $c = substr($s, $i, 1);
        if ($c eq '.') { $dots++; next; }
        return 0 if index('0123456789', $c) < 0;
        $digits++;
    }
    return $digits > 0 && $dots <= 1;
}

sub to_json {
    my ($data, $indent) = @_;
    $indent //= 0;
    my $pad  = '  ' x $indent;
    my $pad1 = '  ' x ($indent + 1);
    return 'null' unless defined $data;
    my $type = ref $data;
    if ($type eq 'HASH') {
        my @keys = sort keys %$data;
        return '{}' unless @keys;
        my @parts = map { $pad1 . escape_string($_) . ': ' . to_json($data->{$_}, $indent + 1) } @keys;
        return "{\n" . join(",\n", @parts) . "\n$pad}";
    }
    if ($type eq 'ARRAY') {
        return '[]' unless @$data;
        my @parts = map { $pad1 . to_json($_, $indent + 1) } @$data;
        return "[\n" . join(",\n", @parts) . "\n$pad]";
    }
    if ($type eq 'SCALAR') {
        return $$data ? 'true' : 'false';
    }
    return looks_numeric($data) ? $data : escape_string($data);
}

sub deep_equal {
    my ($x, $y, $path) = @_;
    $path //= '$';
    return (1) if !defined $x && !defined $y;
    return (0, "$path: one side undefined") if !defined $x || !defined $y;
    my ($rx, $ry) = (ref $x, ref $y);
    return (0, "$path: type " . ($rx || 'scalar') . " vs " . ($ry || 'scalar')) if $rx ne $ry;
    if ($rx eq 'HASH') {
        my %all = map { $_ => 1 } keys %$x, keys %$y;
        for my $k (sort keys %all) {
            return (0, "$path\{$k}: missing on right") unless exists $y->{$k};
            return (0, "$path\{$k}: missing on left")  unless exists $x->{$k};
            my ($ok, $why) = deep_equal($x->{$k}, $y->{$k}, "$path\{$k}");
            return (0, $why) unless $ok;
        }
        return (1);
    }
    if ($rx eq 'ARRAY') {
        return (0, "$path: length " . @$x . " vs " . @$y) if @$x != @$y;
        for my $i (0 .. $#$x) {
            my ($ok, $why) = deep_equal($x->[$i], $y->[$i], "$path\[$i]");
            return (0, $why) unless $ok;
        }
        return (1);
    }
    if ($rx eq 'SCALAR') { return deep_equal($$x, $$y, "\${$path}"); }
    return $x eq $y ? (1) : (0, "$path: '$x' ne '$y'");
}

my ($true, $false) = (1, 0);
my $config = {
    name     => 'camel "the compiler"',
    version  => '1.2',
    count    => 42,
    ratio    => -0.75,
    enabled  => \$true,
    debug    => \$false,
    path     => "C:\\perl\\bin",
    note     => "line one\nline two\ttabbed",
    empty    => {},
    nothing  => undef,
    list     => [1, 'two', [3, [4, []]], { five => 5 }],
    servers  => [
        { host => 'alpha', port => 8080, tags => [qw(web primary)] },
        { host => 'beta',  port => 8081, tags => [] },
    ],
};

print to_json($config), "\n";
print to_json([]), " ", to_json({}), " ", to_json(undef), " ", to_json('007'), " ", to_json('1.2.3'), "\n";

sub clone {
    my ($d) = @_;
    my $t = ref $d;
    return { map { $_ => clone($d->{$_}) } keys %$d } if $t eq 'HASH';
    return [ map { clone($_) } @$d ] if $t eq 'ARRAY';
    if ($t eq 'SCALAR') { my $v = $$d; return \$v; }
    return $d;
}

my $copy = clone($config);
my @cases = (
    ['identical clone', sub { }],
    ['changed port',    sub { $_[0]{servers}[1]{port} = 9090 }],
    ['extra key',       sub { $_[0]{extra} = 1 }],
    ['removed tag',     sub { pop @{ $_[0]{servers}[0]{tags} } }],
    ['undef vs value',  sub { $_[0]{nothing} = 0 }],
    ['type change',     sub { $_[0]{list}[3] = [5] }],
    ['deep array',      sub { $_[0]{list}[2][1][1] = [undef] }],
    ['flag flip',       sub { ${ $_[0]{enabled} } = 0 }],
);
for my $case (@cases) {
    my ($label, $mutate) = @$case;
    my $other = clone($config);
    $mutate->($other);
    my ($eq, $why) = deep_equal($config, $other);
    printf "%-16s: %s\n", $label, $eq ? 'equal' : "DIFFERENT ($why)";
}
my ($same) = deep_equal($config, $copy);
print "clone is ", ($same ? 'equal' : 'different'), "; same ref? ", ($config == $copy ? 'yes' : 'no'), "\n";
print "json of clone identical: ", (to_json($copy) eq to_json($config) ? 'yes' : 'no'), "\n";
print "json length: ", length(to_json($config)), "\n";
