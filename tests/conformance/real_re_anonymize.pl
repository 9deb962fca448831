use strict;
use warnings;

# A log anonymizer: masks IPv4 addresses, e-mail local parts, card numbers,
# tokens and user names, using lookarounds and /e replacements.

my $log = <<'LOG';
2024-03-01T10:00:01 192.168.1.23 user=alice login ok from alice.smith@example.com
2024-03-01T10:00:05 10.0.0.7 user=bob card=4111-1111-1111-1234 charge 19.99
2024-03-01T10:01:00 256.1.1.1 not-an-ip, but 8.8.8.8 is; token=abcdef0123456789abcdef
2024-03-01T10:02:13 172.16.254.1 user=carol mailto:c.o+tag@mail.example.org reply-to <x@y.io>
2024-03-01T10:03:00 ::1 user=dave password="hunter2" api_key='SECRET-KEY-99' v1.2.3.4
LOG

my %seen_user;
my $next_id = 0;
my %stats;

sub mask_ip {
    my @o = @_;
    return join('.', @o) if grep { $_ > 255 } @o;
    $stats{ip}++;
    return "$o[0].$o[1].x.x";
}

my @out;
for my $line (split /\n/, $log) {
    $line =~ s/(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])/mask_ip($1,$2,$3,$4)/ge;
    $line =~ s/(?<=[\s:<])([\w.+-]+)(?=@[\w-]+(?:\.[\w-]+)+)/$stats{email}++; substr($1,0,1) . ('*' x (length($1) - 1))/ge;
    $line =~ s/\b(\d{4})[- ]?(?:\d{4}[- ]?){2}(\d{4})\b/$stats{card}++; "****-****-****-$2"/ge;
    $line =~ s/\b(token|api_key|password)=(["']?)(.*?)\2(?=\s|$)/$stats{secret}++; "$1=$2" . ('#' x length $3) . $2/ge;
    $line =~ s{\buser=(\w+)}{'user=u' . ($seen_user{$1} //= ++$next_id)}ge;
    push @out, $line;
}
print "$_\n" for @out;
print "--\n";
print "$_: $stats{$_}\n" for sort keys %stats;
print "users: ", join(', ', map { "$_=u$seen_user{$_}" } sort { $seen_user{$a} <=> $seen_user{$b} } keys %seen_user), "\n";

# Check that nothing sensitive is left.
my @leaks = grep { /\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/ && !/\d+\.\d+\.x\.x/ } @out;
print "possible leaks: ", scalar(@leaks), "\n";
print "  $_\n" for map { /(\S+\s+\S+)/ ? $1 : $_ } @leaks;
my $joined = join "\n", @out;
my $masked = () = $joined =~ /\*+/g;
my $hashes = ($joined =~ tr/#//);
print "masked runs: $masked, hash chars: $hashes\n";
