use strict;
use warnings;

# Parse Apache combined-format access log lines and report on them.
my $log = <<'END';
192.168.1.10 - - [10/Oct/2023:13:55:36 +0000] "GET /index.html HTTP/1.1" 200 2326 "-" "Mozilla/5.0"
192.168.1.11 - alice [10/Oct/2023:13:57:01 +0000] "POST /login HTTP/1.1" 302 512 "http://example.com/" "curl/7.68.0"
10.0.0.5 - - [10/Oct/2023:14:02:12 +0000] "GET /images/logo.png HTTP/1.1" 200 10450 "-" "Mozilla/5.0"
192.168.1.10 - - [10/Oct/2023:14:15:44 +0000] "GET /missing HTTP/1.1" 404 209 "-" "Mozilla/5.0"
this line is garbage and should be reported
10.0.0.5 - - [10/Oct/2023:14:59:59 +0000] "GET /api/v1/items?id=42&sort=asc HTTP/1.1" 200 734 "-" "python-requests/2.31"
172.16.0.2 - bob [10/Oct/2023:15:00:00 +0000] "DELETE /api/v1/items/42 HTTP/1.1" 500 0 "-" "curl/7.68.0"
192.168.1.10 - - [10/Oct/2023:15:20:31 +0000] "GET /index.html HTTP/1.0" 304 - "-" "Mozilla/5.0"
10.0.0.5 - - [10/Oct/2023:15:21:02 +0000] "HEAD / HTTP/1.1" 200 - "-" "monitor/1.0"
192.168.1.11 - - [10/Oct/2023:16:01:00 +0000] "GET /images/photo.JPG HTTP/1.1" 200 88211 "-" "Mozilla/5.0"
END

my $line_re = qr{
    ^
    (?<ip>\d{1,3}(?:\.\d{1,3}){3}) \s+
    \S+ \s+
    (?<user>\S+) \s+
    \[ (?<day>\d\d)/(?<mon>\w{3})/(?<year>\d{4}):(?<hour>\d\d):(?<min>\d\d):(?<sec>\d\d) \s [+-]\d{4} \] \s+
    "(?<method>[A-Z]+) \s (?<path>\S+) \s HTTP/(?<proto>[\d.]+)" \s+
    (?<status>\d{3}) \s+
    (?<bytes>\d+|-)
    (?: \s+ "(?<referer>[^"]*)" \s+ "(?<agent>[^"]*)" )?
    \s* $
}x;

my (%by_status, %by_ip, %by_hour, %bytes_by_ip, %by_class, %ext_count, %agents);
my (@bad, @errors);
my $total_bytes = 0;
my $n = 0;

for my $line (split /\n/, $log) {
    next unless $line =~ /\S/;
    unless ($line =~ $line_re) {
        push @bad, $line;
        next;
    }
    my %r = %+;
    $n++;
    $by_status{$r{status}}++;
    $by_ip{$r{ip}}++;
    $by_hour{$r{hour}}++;
    (my $class = $r{status}) =~ s/\d\d$/xx/;
    $by_class{$class}++;
    my $bytes = $r{bytes} eq '-' ? 0 : $r{bytes};
    $bytes_by_ip{$r{ip}} += $bytes;
    $total_bytes += $bytes;
    my ($path_only) = $r{path} =~ m{^([^?]*)};
    if ($path_only =~ /\.(\w+)$/) {
        $ext_count{lc $1}++;
    }
    my ($agent_name) = ($r{agent} // '') =~ m{^([\w-]+)};
    $agents{$agent_name // 'unknown'}++;
    if ($r{status} =~ /^[45]/) {
        push @errors, sprintf "%s %s %s -> %s", $r{hour} . ':' . $r{min}, $r{method}, $path_only, $r{status};
    }
    if ($r{path} =~ /\?(.*)$/) {
        my %q = map { split /=/, $_, 2 } split /&/, $1;
        print "query on $path_only: ", join(", ", map { "$_=$q{$_}" } sort keys %q), "\n";
    }
}

print "parsed $n lines, ", scalar(@bad), " unparseable\n";
print "  bad: $_\n" for @bad;

print "\nRequests by status:\n";
printf "  %s %3d\n", $_, $by_status{$_} for sort { $a <=> $b } keys %by_status;

print "\nRequests by status class:\n";
printf "  %s %3d\n", $_, $by_class{$_} for sort keys %by_class;

print "\nTop clients (by requests, then bytes):\n";
for my $ip (sort { $by_ip{$b} <=> $by_ip{$a} || $bytes_by_ip{$b} <=> $bytes_by_ip{$a} || $a cmp $b } keys %by_ip) {
    (my $masked = $ip) =~ s/\.\d+$/.*/;
    printf "  %-15s %-13s %2d req %7d bytes\n", $ip, $masked, $by_ip{$ip}, $bytes_by_ip{$ip};
}

print "\nTraffic by hour:\n";
for my $h (sort keys %by_hour) {
    printf "  %s:00 %-6s %d\n", $h, '#' x $by_hour{$h}, $by_hour{$h};
}

print "\nFile types: ", join(", ", map { "$_=$ext_count{$_}" } sort keys %ext_count), "\n";
print "Agents: ", join(", ", map { "$_=$agents{$_}" } sort { $agents{$b} <=> $agents{$a} || $a cmp $b } keys %agents), "\n";

print "\nErrors:\n";
print "  $_\n" for @errors;

my $human = $total_bytes;
1 while $human =~ s/^(\d+)(\d{3})/$1,$2/;
print "\nTotal bytes: $human\n";
