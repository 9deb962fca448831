use strict;
use warnings;

# Using match results with join, map, grep, sort; lc/uc interplay.
my @records = (
    "Alice <ALICE\@Example.com> age 31",
    "bob <bob\@test.org> age 25",
    "Carol <carol\@Example.COM> age 42",
    "dave (no email) age 19",
);

# grep with a regex block and with the expression form.
my @with_email = grep { /<[^>]+>/ } @records;
print "with email: ", scalar(@with_email), "\n";
my @young = grep /age [12]\d$/, @records;
print "under 30: ", join("; ", map { (split ' ')[0] } @young), "\n";

# map extracting a capture; records without a match contribute nothing.
my @emails = map { /<([^>]+)>/ } @records;
print "emails: @emails\n";
# map with explicit fallback for non-matching records.
my @emails_or_dash = map { /<([^>]+)>/ ? $1 : "-" } @records;
print "emails or dash: @emails_or_dash\n";

# lc before matching, normalising domains.
my %by_domain;
for my $e (@emails) {
    my ($user, $domain) = lc($e) =~ /^([^@]+)@(.+)$/ or next;
    push @{ $by_domain{$domain} }, $user;
}
for my $d (sort keys %by_domain) {
    print "$d: ", join(",", sort @{ $by_domain{$d} }), "\n";
}

# Sorting by a captured field (Schwartzian transform).
my @sorted = map { $_->[1] }
             sort { $a->[0] <=> $b->[0] }
             map { [ /age (\d+)/, $_ ] } @records;
print "by age: ", join(" | ", map { /^(\w+)/ ? $1 : "?" } @sorted), "\n";

# Sorting case-insensitively by name, printing capitalised names.
my @names = map { ucfirst lc } map { /^(\w+)/ } @records;
print "names: ", join(", ", sort { lc($a) cmp lc($b) } @names), "\n";

# Counting matches per item with map and a /g list match.
my @vowel_counts = map { scalar(() = /[aeiou]/gi) } qw(Alice bob Eerie rhythm);
print "vowel counts: @vowel_counts\n";

# join of all captures of a /g match.
my $csv = join ",", "k1=v1 k2=v2 k3=v3" =~ /=(\w+)/g;
print "values joined: $csv\n";

# grep counting in scalar context and negated grep.
my $n = grep { !/\d/ } qw(a1 b c3 d e5 f);
print "items without digits: $n\n";

# uc on captures and in replacement; case-insensitive first-letter grouping.
my %groups;
for my $w (qw(apple Avocado banana Blueberry cherry apricot)) {
    $w =~ /^(.)/;
    push @{ $groups{uc $1} }, $w;
}
print join("; ", map { "$_: " . join(",", @{ $groups{$_} }) } sort keys %groups), "\n";

# First match in a list, using a loop with last.
my $first_big;
for (@records) {
    if (/age (\d+)/ and $1 > 30) { $first_big = (split ' ')[0]; last }
}
print "first over 30: $first_big\n";

# Nested map/grep with regexes: words of 4+ letters from each record, uppercased.
my @long = map { uc } grep { length >= 4 } map { /\b([a-z]+)\b/gi } @records[0, 1];
print "long words: @long\n";
