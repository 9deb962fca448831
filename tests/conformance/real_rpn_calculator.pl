use strict;
use warnings;
# tokenizer + evaluator with closures, recursion, sprintf, sort, local
my %ops = ('+' => sub { $_[0] + $_[1] }, '-' => sub { $_[0] - $_[1] },
           '*' => sub { $_[0] * $_[1] }, '/' => sub { $_[1] ? $_[0] / $_[1] : die "division by zero\n" });
my %prec = ('+' => 1, '-' => 1, '*' => 2, '/' => 2);
sub tokenize {
    my $s = shift;
    my @t;
    for ($s) {
        while (1) {
            if (/\G\s+/gc) { next }
            elsif (/\G(\d+(?:\.\d+)?)/gc) { push @t, [num => $1] }
            elsif (/\G([-+*\/()])/gc) { push @t, [op => $1] }
            elsif (/\G\z/gc) { last }
            elsif (/\G(.)/gc) { die "bad char '$1' at " . (pos() - 1) . "\n" }
        }
    }
    return \@t;
}
sub to_rpn {
    my @out; my @st;
    for my $tok (@{ $_[0] }) {
        my ($k, $v) = @$tok;
        if ($k eq 'num') { push @out, $v }
        elsif ($v eq '(') { push @st, $v }
        elsif ($v eq ')') { push @out, pop @st while @st && $st[-1] ne '('; pop @st }
        else {
            push @out, pop @st while @st && $st[-1] ne '(' && $prec{$st[-1]} >= $prec{$v};
            push @st, $v;
        }
    }
    push @out, reverse @st;
    return @out;
}
sub run_rpn {
    my @s;
    for my $x (@_) {
        if (exists $ops{$x}) { my $b = pop @s; my $a = pop @s; push @s, $ops{$x}->($a, $b) }
        else { push @s, $x }
    }
    return $s[0];
}
for my $e ("1 + 2 * 3", "(1 + 2) * 3", "10 / 4 - 1", "2 * (3 + 4) * 5", "1 / 0", "3 $ 4") {
    my $r = eval { my @rpn = to_rpn(tokenize($e)); sprintf "%s = %g  [%s]", $e, run_rpn(@rpn), join(" ", @rpn) };
    print defined $r ? "$r\n" : "$e: error: $@";
}
