use strict;
use warnings;

# Multi-line text processing with /m, /s, \A, \z and paragraph splitting.
my $doc = <<'END';
    Title: Release Notes
    Version: 2.1

    First paragraph, which
    spans two lines.

      - item one
      - item two


    Last paragraph.
END

# Unindent by the smallest common leading whitespace.
my ($min) = sort { $a <=> $b } map { length } $doc =~ /^([ \t]*)\S/mg;
(my $plain = $doc) =~ s/^[ \t]{$min}//mg;
print "common indent: $min\n";
print $plain;
print "---\n";

# Header fields at the start of the document, until the first blank line.
my ($header) = $plain =~ /\A(.*?)^\s*$/ms;
my %hdr = $header =~ /^(\w+):\s*(.*?)\s*$/mg;
print "header: ", join("; ", map { "$_ => $hdr{$_}" } sort keys %hdr), "\n";

# Paragraphs: split on one or more blank lines.
my @paras = split /\n\s*\n/, $plain;
print "paragraph count: ", scalar(@paras), "\n";
for my $i (0 .. $#paras) {
    (my $one = $paras[$i]) =~ s/\s*\n\s*/ /g;
    $one =~ s/\s+\z//;
    print "  [$i] $one\n";
}

# List items anywhere in the text.
my @items = $plain =~ /^\s*-\s+(.+)$/mg;
print "items: ", join(", ", @items), "\n";

# Count lines, blank lines and the longest line.
my $lines = () = $plain =~ /^/mg;
my $blank = () = $plain =~ /^[ \t]*$/mg;
my ($longest) = sort { length($b) <=> length($a) || $a cmp $b } $plain =~ /^(.*)$/mg;
print "lines: $lines, blank: $blank, longest: '$longest'\n";

# /s lets a lazy .*? cross lines; without /s the match fails.
print "cross-line with /s: ", ($plain =~ /First(.*?)lines/s ? "[" . ($1 =~ s/\n/\\n/r) . "]" : "none"), "\n";
print "cross-line without /s: ", ($plain =~ /First(.*?)lines/ ? "found" : "none"), "\n";

# First and last lines with \A and \z anchors.
my ($first) = $plain =~ /\A(.*)$/m;
my ($last)  = $plain =~ /^(.*)\n\z/m;
print "first line: '$first', last line: '$last'\n";

# Collapse runs of blank lines into one, and number the remaining lines.
(my $tight = $plain) =~ s/\n{3,}/\n\n/g;
my $n = 0;
$tight =~ s/^/sprintf "%2d| ", ++$n/mge;
print $tight;

# Windows line endings normalised with \R.
my $crlf = "one\r\ntwo\r\n\r\nthree\r\n";
(my $unix = $crlf) =~ s/\R/\n/g;
my @crlf_lines = split /\n/, $unix;
print "crlf lines: ", scalar(@crlf_lines), " [", join("|", @crlf_lines), "]\n";
