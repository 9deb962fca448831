use strict;
use warnings;

# URL parsing, query-string decoding and percent-encoding round trips.

sub uri_escape {
    my $s = shift;
    $s =~ s/([^A-Za-z0-9\-._~])/sprintf "%%%02X", ord $1/ge;
    return $s;
}

sub uri_unescape {
    my $s = shift;
    $s =~ tr/+/ /;
    $s =~ s/%([0-9A-Fa-f]{2})/chr hex $1/ge;
    return $s;
}

sub parse_url {
    my $url = shift;
    my %u;
    @u{qw(scheme user host port path query frag)} = $url =~ m{
        ^ (?:([a-z][a-z0-9+.-]*):)?
          (?://(?:([^@/]*)@)?([^:/?#]*)(?::(\d+))?)?
          ([^?#]*)
          (?:\?([^#]*))?
          (?:\#(.*))?
        $ }xi;
    return \%u;
}

sub parse_query {
    my $q = shift // '';
    my %p;
    for my $pair (split /[&;]/, $q) {
        next unless length $pair;
        my ($k, $v) = split /=/, $pair, 2;
        push @{ $p{uri_unescape($k)} }, defined $v ? uri_unescape($v) : '';
    }
    return \%p;
}

my @urls = (
    'https://alice:secret@www.Example.com:8443/a/b%20c/index.html?x=1&y=hello+world&x=2#top',
    'http://localhost/search?q=perl%20%26%20regex&lang=en;page=3',
    'ftp://files.example.org/pub/',
    '/relative/path?only=query',
    'mailto:bob@example.com',
    'http://h/?empty=&flag&k=%E2%9C%93',
);

for my $url (@urls) {
    my $u = parse_url($url);
    print "URL $url\n";
    for my $k (qw(scheme user host port path query frag)) {
        next unless defined $u->{$k} && length $u->{$k};
        printf "  %-6s = %s\n", $k, $u->{$k};
    }
    my $p = parse_query($u->{query});
    for my $k (sort keys %$p) {
        printf "  param %s => [%s]\n", $k, join '|', map { s/([^\x20-\x7e])/sprintf '\\x%02x', ord $1/ger } @{ $p->{$k} };
    }
    if (defined $u->{host} && length $u->{host}) {
        (my $h = lc $u->{host}) =~ s/^www\.//;
        my @labels = reverse split /\./, $h;
        print "  reversed host: ", join('.', @labels), "\n";
    }
}

my @samples = ('a b&c=d/e', "caf\xe9 100%", 'safe-._~chars', '');
for my $s (@samples) {
    my $e = uri_escape($s);
    my $d = uri_unescape($e);
    printf "%-20s -> %-30s %s\n", "'$s'" =~ s/[^\x20-\x7e]/?/gr, $e, $d eq $s ? 'ok' : 'MISMATCH';
}

my %q = (name => 'J. Doe', tags => 'a,b', 'we ird' => '1+1=2');
print join('&', map { uri_escape($_) . '=' . uri_escape($q{$_}) } sort keys %q), "\n";
