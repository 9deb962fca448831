use strict;
use warnings;
use feature 'say';

say "start";
warn "w";
warn;
warn "w\n";
warn "multi", "part", " warning";
my $n = 5;
warn "value is $n\n";
warn "number: ", 0.5 + 0.25;
my $empty = "";
warn $empty;
warn "line one\nline two\n";
warn "embedded newline\nnot at end";
warn 42;
warn "";
say "middle";
warn "spread over ",
    "two lines";
for my $i (1 .. 2) {
    warn "loop warning $i";
}
sub warner { warn "inside sub" }
warner();
say "end";
