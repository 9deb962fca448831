use strict;
use warnings;

# A mini Markdown-to-HTML converter: headings, emphasis, code spans, links,
# lists, block quotes and paragraphs, done with chains of s///g.

my $md = <<'MD';
# Title with *emphasis*
Some **bold** text and _italic_ and `code <b>` spans.
A [link](http://example.com/a?b=1&c=2) and another [one](/x "T").

## List section
- first item with `x < y`
- second **item**
* third item

> quoted *line*
> second quoted line

1. one
2. two
10. ten

Trailing paragraph with a\_literal and 2*3*4 math.
MD

sub esc {
    my $s = shift;
    $s =~ s/&/&amp;/g;
    $s =~ s/</&lt;/g;
    $s =~ s/>/&gt;/g;
    return $s;
}

sub inline {
    my $t = shift;
    my @codes;
    $t =~ s/`([^`]+)`/push @codes, esc($1); "\x00" . $#codes . "\x00"/ge;
    $t =~ s/\[([^\]]+)\]\(([^)\s]+)(?:\s+"([^"]*)")?\)/
        '<a href="' . esc($2) . '"' . (defined $3 ? qq{ title="$3"} : '') . ">$1<\/a>"/gex;
    $t =~ s{\*\*(.+?)\*\*}{<strong>$1</strong>}g;
    $t =~ s{(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])}{<em>$1</em>}g;
    $t =~ s{(?<![\w\\])_(.+?)_(?!\w)}{<em>$1</em>}g;
    $t =~ s/\\([_*`])/$1/g;
    $t =~ s/\x00(\d+)\x00/<code>$codes[$1]<\/code>/g;
    return $t;
}

my @out;
my ($list, @para);
my $flush = sub {
    if (@para) { push @out, '<p>' . inline(join ' ', @para) . '</p>'; @para = () }
};
my $close = sub { if ($list) { push @out, "</$list>"; $list = undef } };

for my $line (split /\n/, $md) {
    if ($line =~ /^(#{1,6})\s+(.*?)\s*#*$/) {
        $flush->(); $close->();
        my $n = length $1;
        push @out, "<h$n>" . inline($2) . "</h$n>";
    } elsif ($line =~ /^\s*([-*]|\d+\.)\s+(.*)/) {
        $flush->();
        my $type = $1 =~ /\d/ ? 'ol' : 'ul';
        if (!$list || $list ne $type) { $close->(); push @out, "<$type>"; $list = $type }
        push @out, '  <li>' . inline($2) . '</li>';
    } elsif ($line =~ s/^>\s?//) {
        $flush->(); $close->();
        if (@out && $out[-1] =~ s{</blockquote>$}{}) {
            $out[-1] .= ' ' . inline($line) . '</blockquote>';
        } else {
            push @out, '<blockquote>' . inline($line) . '</blockquote>';
        }
    } elsif ($line =~ /^\s*$/) {
        $flush->(); $close->();
    } else {
        $close->();
        push @para, $line;
    }
}
$flush->(); $close->();
print "$_\n" for @out;
printf "%d lines, %d tags\n", scalar @out, scalar(() = join('', @out) =~ /<\w+/g);
