# programs/logparse: parse generated Apache combined-log lines with one capturing regex,
# count requests per status and method, add up bytes per path, and print a summary sorted
# by bytes (then path) and by status.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $reps = int(160 * $scale) || 1;

my $seed = 4242;
sub rnd {    # deterministic LCG, 0 .. $_[0]-1
    $seed = ($seed * 1103515245 + 12345) % 2147483648;
    return int($seed / 65536) % $_[0];
}

my @methods = qw(GET GET GET GET POST POST HEAD PUT DELETE);
my @paths = qw(/ /index.html /about /contact /images/logo.png /css/site.css /js/app.js
    /api/v1/users /api/v1/items /api/v1/orders /search /login /logout /favicon.ico);
my @statuses = (200, 200, 200, 200, 200, 304, 301, 404, 403, 500);
my @months = qw(Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec);
my @agents = ("Mozilla/5.0 (X11; Linux x86_64)", "curl/7.88.1", "Wget/1.21", "-");

my @lines;
for my $i (1 .. 5000) {
    my $ip = join(".", 10, rnd(4), rnd(256), 1 + rnd(254));
    my $user = rnd(5) ? "-" : "user" . rnd(20);
    my $date = sprintf("%02d/%s/2024:%02d:%02d:%02d +0000",
        1 + rnd(28), $months[rnd(12)], rnd(24), rnd(60), rnd(60));
    my $path = $paths[rnd(scalar @paths)];
    $path .= "?q=" . rnd(1000) if rnd(4) == 0;
    my $status = $statuses[rnd(scalar @statuses)];
    my $bytes = $status == 304 ? "-" : rnd(50_000);
    my $ref = rnd(3) ? "-" : "http://example.com" . $paths[rnd(scalar @paths)];
    push @lines, qq{$ip - $user [$date] "$methods[rnd(scalar @methods)] $path HTTP/1.1" }
        . qq{$status $bytes "$ref" "$agents[rnd(scalar @agents)]"};
}
push @lines, "garbage line", qq{1.2.3.4 - - [bad date] "GET" 200 -};

my (%status, %method, %bytes, %hits);
my $bad = 0;
for my $r (1 .. $reps) {
    for my $line (@lines) {
        if ($line =~ m{^(\S+) \S+ (\S+) \[([^\]]+)\] "(\w+) ([^" ?]+)(?:\?[^" ]*)? HTTP/[\d.]+" (\d{3}) (\d+|-)(?: "([^"]*)" "([^"]*)")?$}) {
            $status{$6}++;
            $method{$4}++;
            $hits{$5}++;
            $bytes{$5} += $7 eq "-" ? 0 : $7;
        } else {
            $bad++;
        }
    }
}

for my $p (sort { $bytes{$b} <=> $bytes{$a} || $a cmp $b } keys %bytes) {
    printf "%-16s %8d %12d\n", $p, $hits{$p}, $bytes{$p};
}
print join(" ", map { "$_:$status{$_}" } sort keys %status), "\n";
print join(" ", map { "$_:$method{$_}" } sort keys %method), "\n";
print "unparsed $bad\n";
