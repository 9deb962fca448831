use strict;
use warnings;

# while (/.../g) loops over text from a heredoc.
my $text = <<'END';
# settings
name = demo   # trailing comment
size=42
flags = a,b , c

path = /tmp/x
END

# Process line by line with a /g loop that uses /m and captures the line.
my $lineno = 0;
while ($text =~ /^(.*)$/mg) {
    my $line = $1;
    $lineno++;
    next if $line =~ /^\s*(?:#|$)/;
    $line =~ s/\s*#.*//;
    if ($line =~ /^\s*(\w+)\s*=\s*(.*?)\s*$/) {
        print "line $lineno: key '$1' value '$2'\n";
    }
}

# Loop over words with $_ and the default pos.
$_ = "the cat sat on the mat with the hat";
my %count;
while (/(\w+)/g) { $count{$1}++ }
print join(", ", map { "$_=$count{$_}" } sort keys %count), "\n";

# last inside a /g loop leaves pos where it stopped; a later /g continues.
my $seq = "1 2 3 4 5 6";
while ($seq =~ /(\d)/g) {
    last if $1 == 3;
}
print "stopped at pos ", pos($seq), "\n";
my @rest;
while ($seq =~ /(\d)/g) { push @rest, $1 }
print "continued with: @rest\n";

# Modifying the string inside the loop resets pos; use a copy or s///g instead.
my $doc = "x=1 y=2 z=3";
my $out = $doc;
my $n = 0;
while ($doc =~ /(\w)=(\d)/g) {
    my ($k, $v) = ($1, $2);
    $out =~ s/\b$k=$v\b/$k=@{[ $v * 10 ]}/;
    $n++;
}
print "rewrote $n pairs: $out\n";

# Nested loops: outer over lines, inner over fields on each line.
my $table = <<'END';
alpha: 1 2 3
beta: 10 20
gamma:
END
for my $row (split /\n/, $table) {
    my ($name) = $row =~ /^(\w+):/ or next;
    my $sum = 0;
    my $cnt = 0;
    while ($row =~ /\s(\d+)/g) { $sum += $1; $cnt++ }
    printf "%-6s n=%d sum=%d\n", $name, $cnt, $sum;
}

# A /g loop with several alternative captures.
my $mix = "a1 22 b c33 4";
while ($mix =~ /\b(?:([a-z])(\d*)|(\d+))\b/g) {
    if (defined $3) { print "number $3\n" }
    else { print "letter $1", (length $2 ? " with $2" : ""), "\n" }
}

# until-style loop: keep extracting the first token until none are left.
my $queue = "[one][two][three]";
my @got;
while ($queue =~ s/^\[(\w+)\]//) { push @got, $1 }
print "dequeued: @got, left '", $queue, "'\n";
