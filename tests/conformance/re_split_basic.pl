use strict;
use warnings;

sub show { return scalar(@_) . ":" . join("|", map { defined $_ ? "<$_>" : "<undef>" } @_) }

# String and regex separators.
print "comma: ", show(split /,/, "a,b,c"), "\n";
print "string sep: ", show(split ",", "a,b,c"), "\n";
print "regex sep: ", show(split /\s*;\s*/, "x ; y;z  ;  w"), "\n";
print "multi-char: ", show(split /::/, "Foo::Bar::Baz"), "\n";
# A string pattern is still a regex: '.' and '|' are metacharacters.
print "dot as string: ", show(split '.', "a.b.c"), "\n";
print "escaped dot: ", show(split /\./, "a.b.c"), "\n";
print "pipe escaped: ", show(split /\|/, "p|q|r"), "\n";
print "quotemeta sep: ", show(split quotemeta("+"), "1+2+3"), "\n";

# Awk mode: ' ' splits on whitespace runs and drops leading whitespace.
my $line = "   leading and   trailing   ";
print "awk ' ': ", show(split ' ', $line), "\n";
print "regex / /: ", show(split / /, $line), "\n";
print "regex /\\s+/: ", show(split /\s+/, $line), "\n";
print "regex /^/ is /^/m: ", show(split /^/, "l1\nl2\nl3\n") =~ s/\n/\\n/gr, "\n";
my $sp = " ";
print "variable holding ' ': ", show(split $sp, $line), "\n";
my $sp_re = qr/ /;
print "qr/ / is not awk mode: ", show(split $sp_re, "a  b"), "\n";

# Default: split ' ', $_.
$_ = "  the default   topic ";
my @w = split;
print "bare split: ", show(@w), "\n";

# Empty pattern: individual characters.
print "chars: ", show(split //, "hello"), "\n";
print "chars with string '': ", show(split '', "abc"), "\n";

# Leading empty fields are kept, trailing empty fields are dropped.
print "leading empty: ", show(split /,/, ",a,b"), "\n";
print "trailing dropped: ", show(split /,/, "a,b,,,"), "\n";
print "middle empties: ", show(split /,/, "a,,b"), "\n";
print "all empty: ", show(split /,/, ",,,"), "\n";
print "empty string: ", show(split /,/, ""), "\n";
# A zero-width match at the start never produces an empty leading field.
print "lookahead split: ", show(split /(?=[A-Z])/, "HelloWorldFoo"), "\n";
print "digits boundary: ", show(split /(?<=\d)(?=\D)/, "12ab34cd"), "\n";

# Captures in the pattern are returned as extra fields.
print "with captures: ", show(split /([,;])/, "a,b;c"), "\n";
print "optional capture: ", show(split /(-)|(\+)/, "1-2+3"), "\n";
print "tokenize: ", show(split /\s*([+*\/-])\s*/, "1 + 22*3 - 4"), "\n";

# Split into a hash and lists.
my %h = split /[=;]/, "a=1;b=2;c=3";
print "hash: ", join(",", map { "$_$h{$_}" } sort keys %h), "\n";
my ($first, @rest) = split /\//, "usr/local/bin";
print "first=$first rest=@rest\n";
my ($user, undef, $uid) = split /:/, "root:x:0:0:root:/root:/bin/bash";
print "user=$user uid=$uid\n";

# Split on a character class with a + quantifier and case insensitive.
print "ci: ", show(split /x/i, "1x2X3"), "\n";
print "class: ", show(split /[^a-z]+/, "one1two22three"), "\n";

# Multiline input from a heredoc, split on newlines.
my $data = <<'END';
alpha 1
beta 2

gamma 3
END
my @lines = split /\n/, $data;
print "lines: ", show(@lines), "\n";
for my $l (@lines) {
    my @f = split ' ', $l;
    print "  fields: ", show(@f), "\n";
}
