use strict;
use warnings;

# A syntax highlighter for a small Perl-like language that wraps tokens in
# ANSI-like tags, using one big alternation with named captures and %+ / %-.

my $src = <<'SRC';
# compute things
my $total = 0;   # running sum
for my $i (1 .. 10) {
    $total += $i * 2.5e0 if $i % 2 == 0;
    print "i=$i\n", 'raw $i';
}
my @list = qw(a b c);
sub greet { my ($who) = @_; return "Hello, ${who}!" }
SRC

my %tag = (comment => 'GRY', string => 'GRN', number => 'MAG', keyword => 'BLU',
           var => 'CYN', op => 'YEL', ident => '', ws => '', other => 'RED');
my $kw = qr/\b(?:my|for|if|print|sub|return|qw|unless|while)\b/;

my $re = qr{
    (?<comment> \#[^\n]* )
  | (?<string>  "(?:\\.|[^"\\])*" | '(?:\\.|[^'\\])*' )
  | (?<number>  \d+(?:\.\d+)?(?:[eE][-+]?\d+)? )
  | (?<keyword> $kw )
  | (?<var>     [\$\@%]\{?\w+\}? )
  | (?<op>      \.\.|[-+*/%]=?|==|=|[(){};,] )
  | (?<ident>   [A-Za-z_]\w* )
  | (?<ws>      \s+ )
  | (?<other>   . )
}xs;

my (%count, $out);
while ($src =~ /$re/g) {
    my ($kind) = grep { defined $+{$_} } sort keys %+;
    my $text = $+{$kind};
    $count{$kind}++;
    if ($kind eq 'string' && $text =~ /^"/) {
        $text =~ s/([\$\@]\{?\w+\}?)/<CYN>$1<\/CYN>/g;
        $text =~ s/(\\[nt"\\])/<B>$1<\/B>/g;
    }
    $out .= $tag{$kind} ? "<$tag{$kind}>$text</$tag{$kind}>" : $text;
}
print $out;
print join(', ', map { "$_:$count{$_}" } sort keys %count), "\n";

# %- gives all groups of a name, defined or not
if ('x=1' =~ /(?<k>\w)=(?<v>\d)|(?<k>\d)/) {
    print "k: ", join('|', map { $_ // 'undef' } @{ $-{k} }), " v: $+{v}\n";
    print "keys %+: ", join(',', sort keys %+), " keys %-: ", join(',', sort keys %-), "\n";
}

# Strip tags back out and compare
(my $plain = $out) =~ s/<\/?[A-Z]+>//g;
print $plain eq $src ? "roundtrip ok\n" : "roundtrip FAILED\n";
my $ntags = () = $out =~ /<[A-Z]+>/g;
print "tags: $ntags\n";
