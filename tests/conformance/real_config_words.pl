use strict;
use warnings;

my $text = <<'END';
# config
name = Widget Pro
price=  19.99
tags = red, green ,blue
[section two]
count = 3
  ; comment
empty =
END

my (%cfg, $section);
$section = 'main';
for my $line (split /\n/, $text) {
    next if $line =~ /^\s*(?:[#;]|$)/;
    if ($line =~ /^\[([^\]]+)\]$/) { $section = $1; next }
    my ($k, $v) = $line =~ /^\s*(\w+)\s*=\s*(.*?)\s*$/ or do { warn "bad line: $line\n"; next };
    $cfg{$section}{$k} = $v;
}
for my $s (sort keys %cfg) {
    printf "[%s]\n", $s;
    for my $k (sort keys %{ $cfg{$s} }) {
        my $v = $cfg{$s}{$k};
        $v = join '|', map { s/^\s+|\s+$//gr } split /,/, $v if $k eq 'tags';
        printf "  %-6s => '%s'\n", $k, $v;
    }
}
my @words = ("apple pie", "Banana split", "cherry tart");
my %lens = map { $_ => length } @words;
print join(", ", map { "$_:$lens{$_}" } sort { $lens{$a} <=> $lens{$b} or $a cmp $b } keys %lens), "\n";
my $str = "The quick brown fox jumps over the lazy dog";
my %freq;
$freq{lc $_}++ for $str =~ /\w/g;
my @top = (sort { $freq{$b} <=> $freq{$a} || $a cmp $b } keys %freq)[0..4];
print "top: @top\n";
(my $title = $str) =~ s/(\w+)/\u\L$1/g;
print "$title\n";
my $count = () = $str =~ /o/g;
print "o count: $count\n";
my @parts = split /(\s+)/, "a  b c";
print scalar(@parts), ":", join("|", @parts), "\n";
print "ok\n" if "2024-01-15" =~ /^(\d{4})-(\d\d)-(\d\d)$/ && $2 == 1;
my %h = (one => 1, two => 2, three => 3);
while (my ($k, $v) = each %h) { $h{$k} = $v * 10 }
print join(",", map {"$_=$h{$_}"} sort keys %h), "\n";
local $_ = "x=1,y=2";
my %kv = /(\w)=(\d)/g;
print join(";", map {"$_$kv{$_}"} sort keys %kv), "\n";
printf "%5.2f%%\n", 12.345;
printf "%s\n", join ",", map { sprintf "%03d", $_ } 1..3;
my $n = sprintf "%.2e", 12345.678; print "$n\n";
print "chained: ", ((1 < 2) ? "yes" : "no"), "\n";
my @sorted = sort { $a <=> $b } (10, 9, 100, 1); print "@sorted\n";
my $s2 = "a,b,,c,,"; my @f = split /,/, $s2, -1; print scalar(@f), "\n";
print ucfirst(lc("HELLO")), " ", lcfirst("ABC"), "\n";
my @stack = (1..5); my @rev = reverse @stack; print "@rev[0..2]\n";
my $ref = { list => [1, 2, 3], map => { a => 1 } };
print "last: $ref->{list}[-1] $#{$ref->{list}} ", scalar @{$ref->{list}}, "\n";
