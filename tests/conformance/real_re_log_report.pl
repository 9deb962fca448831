use strict;
use warnings;
my $log = <<'END';
2024-01-15 10:23:45 ERROR [db] connection refused (host=db1, port=5432)
2024-01-15 10:24:01 WARN  [web] slow response 2.5s for /api/users?id=42
2024-01-15 10:25:13 INFO  [web] GET /index.html 200 1532
2024-01-16 08:00:00 ERROR [db] deadlock detected on table "orders"
2024-01-16 08:01:30 INFO  [cron] job nightly finished in 95s
END
my (%by_level, %by_comp, @errors);
for (split /^/, $log) {
    chomp;
    next unless /^(\d{4})-(\d\d)-(\d\d) (\d\d):\d\d:\d\d (\w+)\s+\[(\w+)\] (.*)$/;
    my ($y, $m, $d, $h, $lvl, $comp, $msg) = ($1, $2, $3, $4, $5, $6, $7);
    $by_level{$lvl}++;
    $by_comp{$comp}{$lvl}++;
    push @errors, "$m/$d $h:00 $msg" if $lvl eq 'ERROR';
}
print "$_: $by_level{$_}\n" for sort keys %by_level;
for my $c (sort keys %by_comp) {
    print "$c: ", join(", ", map { "$_=$by_comp{$c}{$_}" } sort keys %{ $by_comp{$c} }), "\n";
}
print "errors:\n", map { "  $_\n" } @errors;
my @kv = $log =~ /(\w+)=(\w+)/g;
print "kv: @kv\n";
my %q = $log =~ /[?&](\w+)=(\d+)/g;
print "query: ", join(",", %q), "\n";
(my $masked = $log) =~ s/\b(\d{1,3})\.(\d)s\b/X.Xs/g;
my @durations = $log =~ /\b(\d+(?:\.\d+)?)s\b/g;
print "durations: @durations\n";
my $quoted = () = $log =~ /"[^"]*"/g;
print "quoted strings: $quoted\n";
my $t = "The year 1999 and 2024, not 12345.";
my @years = $t =~ /\b(19\d\d|20\d\d)\b/g;
print "years: @years\n";
(my $snake = "someCamelCaseName") =~ s/([a-z])([A-Z])/$1_\l$2/g;
print "$snake\n";
(my $camel = "some_snake_case") =~ s/_(\w)/\u$1/g;
print "$camel\n";
my $html = '<a href="x.html">X</a> <a href=\'y.html\'>Y</a>';
my @links = $html =~ /href=(["'])(.*?)\1/g;
print "links: @links[grep { $_ % 2 } 0..$#links]\n";
my $n = 1234567.891;
1 while $n =~ s/^(\d+)(\d{3})/$1,$2/;
print "commified: $n\n";
my $str = "aaa";
my $c = ($str =~ tr/a/b/);
print "$c $str\n";
my @f = split /\s*,\s*/, "a , b,c ,d";
print join("|", @f), "\n";
print join("|", "2024-01-15" =~ /(\d+)/g), "\n";
my $re = qr/(\w+)@(\w+)\.com/i;
for my $addr ('Bob@Example.com', 'nope') {
    if ($addr =~ $re) { print "user=$1 domain=$2\n" } else { print "no match: $addr\n" }
}
my %repl = (cat => 'dog', red => 'blue');
(my $sent = "the red cat sat") =~ s/\b(\w+)\b/exists $repl{$1} ? $repl{$1} : $1/ge;
print "$sent\n";
