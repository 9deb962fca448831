# A v-string part above the last Unicode character (perl would make a non-Unicode
# code point, which camelift strings cannot hold).
my $v = v1.1114112;
print length $v, "\n";
