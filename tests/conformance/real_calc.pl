use strict;
use warnings;

sub is_digit { my $c = shift; return $c ne '' && ord($c) >= ord('0') && ord($c) <= ord('9'); }
sub is_space { my $c = shift; return $c eq ' ' || $c eq "\t"; }

sub tokenize {
    my ($src) = @_;
    my @tokens;
    my $i = 0;
    my $len = length $src;
    while ($i < $len) {
        my $c = substr($src, $i, 1);
        if (is_space($c)) { $i++; next; }
        if (is_digit($c) || $c eq '.') {
            my $start = $i;
            $i++ while $i < $len && (is_digit(substr($src, $i, 1)) || substr($src, $i, 1) eq '.');
            push @tokens, { type => 'num', value => substr($src, $start, $i - $start) };
            next;
        }
        if (index('+-*/()%', $c) >= 0) {
            push @tokens, { type => 'op', value => $c };
            $i++;
            next;
        }
        die "Unexpected character '$c' at position $i\n";
    }
    push @tokens, { type => 'eof', value => '' };
    return @tokens;
}

{
    my @toks;
    my $pos;

    sub peek { return $toks[$pos]; }
    sub advance { return $toks[$pos++]; }
    sub expect {
        my $v = shift;
        my $t = advance();
        die "Expected '$v' but found '" . ($t->{value} eq '' ? 'end of input' : $t->{value}) . "'\n"
            unless $t->{value} eq $v;
        return $t;
    }

    sub parse_expr {
        my $left = parse_term();
        while (peek()->{type} eq 'op' && (peek()->{value} eq '+' || peek()->{value} eq '-')) {
            my $op = advance()->{value};
            my $right = parse_term();
            $left = $op eq '+' ? $left + $right : $left - $right;
        }
        return $left;
    }

    sub parse_term {
        my $left = parse_unary();
        while (peek()->{type} eq 'op' && index('*/%', peek()->{value}) >= 0) {
            my $op = advance()->{value};
            my $right = parse_unary();
            if ($op eq '*') { $left *= $right; }
            else {
                die "division by zero\n" if $right == 0;
                $left = $op eq '/' ? $left / $right : $left % $right;
            }
        }
        return $left;
    }

    sub parse_unary {
        if (peek()->{value} eq '-') { advance(); return -(parse_unary()); }
        if (peek()->{value} eq '+') { advance(); return parse_unary(); }
        return parse_primary();
    }

    sub parse_primary {
        my $t = peek();
        if ($t->{type} eq 'num') { advance(); return $t->{value} + 0; }
        if ($t->{value} eq '(') {
            advance();
            my $v = parse_expr();
            expect(')');
            return $v;
        }
        die "Unexpected token '" . ($t->{value} eq '' ? 'end of input' : $t->{value}) . "'\n";
    }

    sub evaluate {
        my ($src) = @_;
        @toks = tokenize($src);
        $pos = 0;
        my $v = parse_expr();
        die "Trailing input at token $pos\n" unless peek()->{type} eq 'eof';
        return $v;
    }
}

my @exprs = (
    '1 + 2 * 3', '(1 + 2) * 3', '-4 + 10', '--5', '2 * -(3 + 4)',
    '100 / 8', '7 % 3', '1.5 * 4', '10 / 3', '2 * (3 + (4 - 1)) / 3',
    '8 / (4 - 4)', '3 +', '(1 + 2', '4 $ 2', '1 2', '0.1 + 0.2',
    '123456789 * 1000', '-(-(-1))', '((((42))))', '1 - 2 - 3 - 4',
);

my ($ok, $failed) = (0, 0);
my %errors;
for my $e (@exprs) {
    my $result = eval { evaluate($e) };
    if ($@) {
        my $err = $@;
        chomp $err;
        printf "%-24s => ERROR: %s\n", $e, $err;
        $errors{$err}++;
        $failed++;
    } else {
        printf "%-24s => %s\n", $e, $result;
        $ok++;
    }
}

my @tk = tokenize('12*(3+4.5)');
print "Tokens: ", join(' ', map { "$_->{type}:$_->{value}" } @tk), "\n";
print "Summary: $ok ok, $failed failed\n";
print "  $_ x$errors{$_}\n" for sort keys %errors;
my $r = eval { evaluate('1/0') } // 'undef';
print "eval returned $r, \$\@ = $@";
