use strict;
use warnings;

# Extracting fields from mixed-format records with branch reset (?|...),
# \K, atomic groups, possessive quantifiers, split edge cases and
# lvalue / 4-argument substr combined with regex offsets.

my @records = (
    'date: 2024-03-05',
    'date: 05/03/2024',
    'date: March 5, 2024',
    'phone (555) 123-4567',
    'phone 555.123.4567 ext 89',
    'price: $1,234.50 USD',
    'price: EUR 99,95',
);

for my $r (@records) {
    if ($r =~ /^date:\s*(?|(\d{4})-(\d\d)-(\d\d)|(\d\d)\/(\d\d)\/(\d{4})|(\w+)\s+(\d+),\s*(\d{4}))$/) {
        print "date fields: $1 $2 $3 (", scalar(@{^CAPTURE}), " groups)\n";
    } elsif ($r =~ /^phone\s+\(?(\d{3})\)?[\s.-]*(\d{3})[.-](\d{4})(?:\s+ext\s+(\d+))?/) {
        print "phone: $1-$2-$3", (defined $4 ? " x$4" : ''), "\n";
    } elsif ($r =~ /price:\s*\K.*/) {
        my $p = $&;
        (my $num = $p) =~ s/[^\d,.]//g;
        $num =~ s/,(\d\d)$/.$1/;
        $num =~ tr/,//d;
        printf "price: '%s' -> %.2f\n", $p, $num;
    }
}

my $path = '/usr/local/lib/perl5/site_perl/Foo/Bar.pm';
(my $dir = $path) =~ s{/\K[^/]+$}{};
(my $base = $path) =~ s{^.*/}{};
my ($stem, $ext) = $base =~ /^(.*?)(?:\.([^.]*))?$/;
print "dir=$dir base=$base stem=$stem ext=$ext\n";
my $mod = substr($path, index($path, 'Foo'));
$mod =~ s{/}{::}g;
$mod =~ s/\.pm$//;
print "module: $mod\n";

print 'atomic: ', ('aaab' =~ /^(?>a+)ab/ ? 'match' : 'no match'), ', ',
      ('aaab' =~ /^(?:a+)ab/ ? 'match' : 'no match'), ', ',
      ('"abc"x' =~ /^"[^"]*+"/ ? 'match' : 'no'), ', ',
      ('aaa' =~ /^a++a/ ? 'match' : 'no'), "\n";

my $line = 'alpha  beta gamma';
for my $t ([' ', $line], [qr/ /, $line], [qr/(\s+)/, $line], [qr//, 'abc'], [qr/(?=[A-Z])/, 'HelloBigWorld'],
           [qr/,/, ',a,,b,,'], [qr/(-)|(\+)/, '1-2+3']) {
    my @f = split $t->[0], $t->[1];
    print 'split: ', join('|', map { defined $_ ? "<$_>" : 'U' } @f), "\n";
}
print 'limit: ', join('|', split(/,/, 'a,b,c,d', 2)), ' / ', join('|', split(/,/, 'a,b,,,', -1)), ' / ',
      scalar(my @x = split /,/, 'a,b,,,'), "\n";

my $s = 'The year 1999 and 2024 were fine';
my @spots;
while ($s =~ /(\d{4})/g) { push @spots, [$-[1], $1] }
substr($s, $_->[0], 4) = $_->[1] + 1 for reverse @spots;
print "$s\n";
my $t = 'hello world';
substr($t, 0, 5) =~ s/l/L/g;
substr($t, -5) =~ tr/a-z/A-Z/;
print "$t\n";
my $u = 'abcdef';
my $removed = substr($u, 1, 3, 'XY');
print "$u ($removed)\n";
if ('key=value' =~ /=/p) { print "p: ${^PREMATCH}|${^MATCH}|${^POSTMATCH}\n" }
