use strict;
use warnings;

# Anonymous constructors nested to arbitrary depth, walked by a recursive dumper.
my $config = {
    name    => "server",
    ports   => [80, 443, [8080, 8443]],
    limits  => { cpu => 4, mem => { soft => 512, hard => 1024 } },
    tags    => [],
    meta    => {},
    matrix  => [[1, 2], [3, [4, [5, [6]]]]],
    nothing => undef,
};

sub dump_data {
    my ($d, $indent) = @_;
    my $pad = "  " x $indent;
    if (ref $d eq 'HASH') {
        return "{}" unless %$d;
        my @parts = map { "$pad  $_ => " . dump_data($d->{$_}, $indent + 1) } sort keys %$d;
        return "{\n" . join(",\n", @parts) . "\n$pad}";
    }
    if (ref $d eq 'ARRAY') {
        return "[]" unless @$d;
        return "[" . join(", ", map { dump_data($_, $indent + 1) } @$d) . "]";
    }
    return defined $d ? "'$d'" : "undef";
}
print dump_data($config, 0), "\n";

# depth of nesting
sub depth {
    my $d = shift;
    my $max = 0;
    my @kids = ref $d eq 'HASH' ? values %$d : ref $d eq 'ARRAY' ? @$d : return 0;
    for my $k (@kids) { my $x = depth($k); $max = $x if $x > $max }
    return 1 + $max;
}
print "depth: ", depth($config), "\n";
print "depth of matrix: ", depth($config->{matrix}), "\n";

# reaching deep leaves with every subscript syntax
print $config->{matrix}[1][1][1][1][0], " ", ${$config->{matrix}}[1]->[1]->[0], " ",
      $$config{limits}{mem}{hard}, " ", ${${$config}{ports}}[2][1], "\n";

# build a deep structure programmatically: a chain of 10 nested hashes
my $chain = { value => 0 };
my $cur = $chain;
for my $i (1 .. 10) { $cur->{next} = { value => $i }; $cur = $cur->{next} }
my @seen;
for (my $n = $chain; $n; $n = $n->{next}) { push @seen, $n->{value} }
print "chain: @seen\n";

# a list of lists of hashes with counts
my @groups = map { [ map { { id => $_, sq => $_ * $_ } } 1 .. $_ ] } 1 .. 4;
for my $g (@groups) {
    print scalar(@$g), ": ", join(" ", map { "$_->{id}/$_->{sq}" } @$g), "\n";
}
print "last of last: $groups[-1][-1]{sq}, count $#{$groups[-1]}\n";
