use strict;
use warnings;

# (?(N)yes|no): choose a branch depending on whether group N matched.
for my $s ("(123)", "123", "(123", "123)", "(12)3") {
    my $ok = $s =~ /^(\()?\d+(?(1)\))$/ ? "valid" : "invalid";
    print "$s: $ok\n";
}

# Conditional with both branches: optional opening quote decides the rest.
for my $s ("<tag>", "tag", "<tag", "[tag]") {
    if ($s =~ /^(<)?(\w+)(?(1)>|)$/) {
        print "$s: word $2", (defined $1 ? " in angle brackets" : " bare"), "\n";
    } else {
        print "$s: rejected\n";
    }
}

# Named condition (?(<name>)...).
for my $s ('"quoted"', 'plain', '"broken', "'single'") {
    my $r = $s =~ /^(?<q>["'])?(?<body>\w+)(?(<q>)\k<q>)$/ ? "ok body=$+{body}" : "bad";
    print "$s: $r\n";
}

# Lookahead condition (?(?=...)yes|no).
for my $s ("A-123", "B-xyz", "A-xyz", "B-123") {
    my $r = $s =~ /^(?(?=A)A-\d+|B-[a-z]+)$/ ? "match" : "no";
    print "$s: $r\n";
}

# Phone numbers: area code in parens optionally followed by a space, or dashes.
for my $p ("(555) 123-4567", "555-123-4567", "(555)123-4567", "555 123-4567", "(555-123-4567") {
    my $ok = $p =~ /^(\()?\d{3}(?(1)\)\s?|-)\d{3}-\d{4}$/ ? "ok" : "bad";
    printf "%-15s %s\n", $p, $ok;
}

# (?(DEFINE)...) defines named subpatterns used with (?&name).
my $ipv4 = qr{
    (?(DEFINE)
        (?<octet> 25[0-5] | 2[0-4]\d | 1\d\d | [1-9]?\d )
    )
    ^ (?&octet) (?: \. (?&octet) ){3} $
}x;
for my $ip ("192.168.0.1", "256.1.1.1", "10.0.0", "0.0.0.0", "1.2.3.04") {
    printf "%-12s %s\n", $ip, ($ip =~ $ipv4 ? "valid" : "invalid");
}
