use strict;
use warnings;

# Identifier case conversion (camel/snake/kebab/title) with \L \U \u \l \E,
# case-insensitive backreferences, quotemeta and \Q in patterns.

my @names = qw(parseHTTPResponse XMLHttpRequest user_id_v2 get-the-URL already_snake CamelCase2Go x);

sub to_snake {
    my $s = shift;
    $s =~ s/([A-Z]+)([A-Z][a-z])/$1_$2/g;
    $s =~ s/([a-z\d])([A-Z])/$1_$2/g;
    $s =~ tr/-/_/;
    return lc $s;
}
sub to_camel {
    my $s = to_snake(shift);
    $s =~ s/_(\w)/\u$1/g;
    return $s;
}
sub to_pascal { my $s = to_camel(shift); return "\u$s" }
sub to_kebab  { (my $s = to_snake(shift)) =~ tr/_/-/; $s }
sub to_title  { my $s = to_snake(shift); $s =~ s/(?:^|_)(\w)([^_]*)/ \U$1\E\L$2\E/g; $s =~ s/^ //; $s }
sub to_const  { my $s = to_snake(shift); "\U$s\E_CONST" }

for my $n (@names) {
    printf "%-18s snake=%-20s camel=%-18s pascal=%-18s kebab=%-20s title=%-22s const=%s\n",
        $n, to_snake($n), to_camel($n), to_pascal($n), to_kebab($n), to_title($n), to_const($n);
}

my $para = 'The the cat sat on on the Mat. Is is this this a test? No no, NO no.';
my @dups;
while ($para =~ /\b(\w+)\s+(\1)\b/gi) {
    push @dups, "$1/$2\@$-[0]";
}
print "dups: @dups\n";
(my $fixed = $para) =~ s/\b(\w+)(?:\s+\1\b)+/$1/gi;
print "fixed: $fixed\n";

my $special = 'a.b*c (d) [e] $f ^g|h +i? {j} \\k';
for my $needle ('(d)', '[e]', '$f', '\\k', '{j}', 'c (', '.b*') {
    my $q = quotemeta $needle;
    my $n1 = () = $special =~ /$q/g;
    my $n2 = () = $special =~ /\Q$needle\E/g;
    my $n3 = eval { () = $special =~ /$needle/g } // 'err';
    printf "%-5s quoted=%-10s %d %d %s\n", $needle, $q, $n1, $n2, $n3;
}

my $words = 'apple Banana cherry apple APPLE banana Cherry date';
my %seen;
my @uniq = grep { !$seen{lc $_}++ } split ' ', $words;
print "uniq: @uniq\n";
print "counts: ", join(' ', map { "$_=$seen{$_}" } sort keys %seen), "\n";
print "sorted ci: ", join(' ', sort { lc $a cmp lc $b or $a cmp $b } split ' ', $words), "\n";
my $str = "hello WORLD foo";
(my $x = $str) =~ s/(\w+)/\u\L$1/g;
(my $y = $str) =~ s/(\w)(\w*)/\l$1\U$2/g;
print "$x | $y | \LMiXeD \Ucase\E done\n";
print lcfirst('ABC'), ucfirst('xyz'), ' ', "\LABC\E\uxyz", "\n";
