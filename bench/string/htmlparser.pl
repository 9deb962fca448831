# string/htmlparser: a tokenizer walking an HTML-ish document with \G and //gc -- start and
# end tags, attributes (double-, single- and unquoted), comments, entities and text -- that
# counts tokens by type. The document is generated; the checksum is the counts, the text
# length and a sum over tag and attribute names.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $reps = int(510 * $scale) || 1;

my $seed = 77;
sub rnd {    # deterministic LCG, 0 .. $_[0]-1
    $seed = ($seed * 1103515245 + 12345) % 2147483648;
    return int($seed / 65536) % $_[0];
}

my @tags = qw(div span p a ul li table tr td em strong h1 h2 section);
my @attrs = qw(class id href title style data-x width lang);
my @words = qw(lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod
    tempor incididunt ut labore et dolore magna aliqua);

sub text {
    my $t = "";
    for (1 .. 1 + rnd(12)) {
        my $r = rnd(20);
        $t .= $r == 0 ? "&amp; " : $r == 1 ? "&lt;x&gt; " : $words[rnd(scalar @words)] . " ";
    }
    return $t;
}

sub element {
    my ($depth) = @_;
    my $tag = $tags[rnd(scalar @tags)];
    my $s = "<$tag";
    for (1 .. rnd(4)) {
        my $an = $attrs[rnd(scalar @attrs)];
        my $q = rnd(3);
        my $v = $words[rnd(scalar @words)] . rnd(100);
        $s .= $q == 0 ? qq{ $an="$v x"} : $q == 1 ? qq{ $an = '$v'} : " $an=$v";
    }
    $s .= rnd(5) ? "" : " hidden";
    if (rnd(8) == 0) {
        return $s . " />";
    }
    $s .= ">" . text();
    if ($depth < 5) {
        for (1 .. rnd(4)) {
            $s .= element($depth + 1);
            $s .= "\n" . text() if rnd(2);
        }
    }
    $s .= "<!-- end $tag -->" if rnd(6) == 0;
    return $s . (rnd(2) ? "</$tag >" : "</$tag>");
}

my $doc = "<!-- generated -->\n<html><body>\n";
$doc .= element(0) . "\n" while length($doc) < 60_000;
$doc .= "</body></html>\n";

my %count;
my $textlen = 0;
my $names = 0;
for my $r (1 .. $reps) {
    pos($doc) = 0;
    while (1) {
        if ($doc =~ /\G<!--(.*?)-->/gcs) {
            $count{comment}++;
        } elsif ($doc =~ /\G<\/(\w+)\s*>/gc) {
            $count{end}++;
            $names += length($1);
        } elsif ($doc =~ /\G<(\w+)/gc) {
            $count{start}++;
            $names += length($1);
            while ($doc =~ /\G\s+([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/gc) {
                $count{attr}++;
                $names += length($1);
                if (defined $2) { $count{dq}++ }
                elsif (defined $3) { $count{sq}++ }
                elsif (defined $4) { $count{bare}++ }
                else { $count{flag}++ }
            }
            if ($doc =~ /\G\s*\/>/gc) {
                $count{empty}++;
            } elsif ($doc !~ /\G\s*>/gc) {
                die "bad tag at " . pos($doc) . "\n";
            }
        } elsif ($doc =~ /\G&(\w+);/gc) {
            $count{entity}++;
        } elsif ($doc =~ /\G([^<&]+)/gc) {
            $count{text}++;
            $textlen += length($1);
        } elsif ($doc =~ /\G\z/gc) {
            last;
        } else {
            die "stuck at " . pos($doc) . "\n";
        }
    }
}
print join(" ", map { "$_=$count{$_}" } sort keys %count), "\n";
print length($doc), " $textlen $names\n";
