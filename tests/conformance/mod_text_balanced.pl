# Text::Balanced, whose matching subs jump with goto LABEL (failed, matched, short).
use strict; use warnings;
use Text::Balanced qw(extract_delimited extract_bracketed extract_quotelike extract_codeblock extract_variable extract_tagged extract_multiple gen_delimited_pat);
sub show { print join("|", map { defined $_ ? $_ : 'u' } @_), "\n" }
show(extract_delimited(q{"quoted \" string" rest}, q{"}));
show(extract_bracketed("{ a { b } [c] } tail", "{}[]"));
show(extract_quotelike(q{q{hello} world}));
show(extract_codeblock("{ my \$x = 1; } more"));
show(extract_variable('$foo->{bar}[3] rest'));
show(extract_tagged("<a>x</a>y"));
show(extract_multiple("a (b) c", [ sub { extract_bracketed($_[0], '()') } ]));
my $text = "(unbalanced";
show(extract_bracketed($text, "()"));
print "err: ", $@->{error}, "\n" if $@;
