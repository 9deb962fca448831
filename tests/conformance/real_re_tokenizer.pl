use strict;
use warnings;

# Tokenizer for a small expression language using \G and /gc, plus a
# recursive-descent evaluator over the tokens.

my @token_types = (
    [ WS      => qr/\G\s+/ ],
    [ COMMENT => qr/\G#[^\n]*/ ],
    [ NUMBER  => qr/\G(\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/ ],
    [ STRING  => qr/\G"((?:[^"\\]|\\.)*)"/ ],
    [ KEYWORD => qr/\G(let|print|if|then|else|end)\b/ ],
    [ IDENT   => qr/\G([A-Za-z_]\w*)/ ],
    [ OP      => qr/\G(==|!=|<=|>=|&&|\|\||[-+*\/%<>=!(),;])/ ],
);

my %unescape = (n => "\n", t => "\t", '"' => '"', '\\' => '\\');

sub tokenize {
    my ($src) = @_;
    my @tokens;
    my $line = 1;
    pos($src) = 0;
    TOKEN: while (pos($src) < length $src) {
        for my $tt (@token_types) {
            my ($type, $re) = @$tt;
            next unless $src =~ /$re/gc;
            my $text = $&;
            my $value = $1;
            $line += ($text =~ tr/\n//);
            next TOKEN if $type eq 'WS' || $type eq 'COMMENT';
            if ($type eq 'STRING') {
                $value =~ s/\\(.)/exists $unescape{$1} ? $unescape{$1} : $1/ge;
            }
            push @tokens, { type => $type, value => $value, line => $line };
            next TOKEN;
        }
        my ($bad) = $src =~ /\G(.)/gcs;
        die sprintf "line %d: unexpected character '%s'\n", $line, $bad;
    }
    push @tokens, { type => 'EOF', value => '', line => $line };
    return @tokens;
}

my @toks;
my %vars;
my @output;

sub peek   { $toks[0] }
sub next_t { shift @toks }
sub accept_t { my ($v) = @_; if ($toks[0]{value} eq $v && $toks[0]{type} ne 'STRING') { shift @toks; return 1 } return 0 }
sub expect { my ($v) = @_; accept_t($v) or die "line $toks[0]{line}: expected '$v' but found '$toks[0]{value}'\n" }

my %prec = ('||' => 1, '&&' => 2, '==' => 3, '!=' => 3, '<' => 4, '>' => 4, '<=' => 4, '>=' => 4,
            '+' => 5, '-' => 5, '*' => 6, '/' => 6, '%' => 6);
my %binop = (
    '+'  => sub { $_[0] =~ /^-?[\d.]+(?:e[+-]?\d+)?$/i && $_[1] =~ /^-?[\d.]+(?:e[+-]?\d+)?$/i ? $_[0] + $_[1] : "$_[0]$_[1]" },
    '-'  => sub { $_[0] - $_[1] },  '*'  => sub { $_[0] * $_[1] },
    '/'  => sub { die "division by zero\n" if $_[1] == 0; $_[0] / $_[1] },
    '%'  => sub { $_[0] % $_[1] },
    '==' => sub { $_[0] eq $_[1] ? 1 : 0 }, '!=' => sub { $_[0] ne $_[1] ? 1 : 0 },
    '<'  => sub { $_[0] < $_[1] ? 1 : 0 },  '>'  => sub { $_[0] > $_[1] ? 1 : 0 },
    '<=' => sub { $_[0] <= $_[1] ? 1 : 0 }, '>=' => sub { $_[0] >= $_[1] ? 1 : 0 },
    '&&' => sub { $_[0] && $_[1] ? 1 : 0 }, '||' => sub { $_[0] || $_[1] ? 1 : 0 },
);

sub parse_expr {
    my ($min) = @_;
    my $left = parse_primary();
    while (peek()->{type} eq 'OP' && exists $prec{ peek()->{value} } && $prec{ peek()->{value} } >= $min) {
        my $op = next_t()->{value};
        my $right = parse_expr($prec{$op} + 1);
        $left = $binop{$op}->($left, $right);
    }
    return $left;
}

sub parse_primary {
    my $t = next_t();
    return $t->{value} + 0 if $t->{type} eq 'NUMBER';
    return $t->{value} if $t->{type} eq 'STRING';
    if ($t->{type} eq 'IDENT') {
        if (accept_t('(')) {
            my @args;
            unless (accept_t(')')) { do { push @args, parse_expr(1) } while accept_t(','); expect(')') }
            return call_func($t->{value}, @args);
        }
        die "line $t->{line}: undefined variable '$t->{value}'\n" unless exists $vars{ $t->{value} };
        return $vars{ $t->{value} };
    }
    if ($t->{value} eq '(') { my $v = parse_expr(1); expect(')'); return $v }
    if ($t->{value} eq '-') { return -parse_primary() }
    if ($t->{value} eq '!') { return parse_primary() ? 0 : 1 }
    die "line $t->{line}: unexpected $t->{type} '$t->{value}'\n";
}

sub call_func {
    my ($name, @a) = @_;
    return length $a[0] if $name eq 'len';
    return uc $a[0] if $name eq 'upper';
    return join $a[0], @a[1 .. $#a] if $name eq 'join';
    return ($a[0] =~ s/$a[1]/$a[2]/gr) if $name eq 'replace';
    die "unknown function '$name'\n";
}

sub run {
    my ($src) = @_;
    @toks = tokenize($src);
    while (peek()->{type} ne 'EOF') {
        if (accept_t('let')) {
            my $name = next_t();
            $name->{type} eq 'IDENT' or die "line $name->{line}: expected identifier\n";
            expect('=');
            $vars{ $name->{value} } = parse_expr(1);
        } elsif (accept_t('print')) {
            push @output, parse_expr(1);
        } else {
            parse_expr(1);
        }
        expect(';');
    }
}

my $program = <<'END';
# compute some values
let x = 6 * 7;          let y = x / 4 + 0.5;
let name = "World";
print "Hello, " + name + "!";
print x;  print y;
print 2 + 3 * 4 - 10 % 4;
print (1 < 2) && (3 >= 3);
print len("tab\there") + 1e2;
print upper(join("-", "a", "b", "c"));
print replace("2024-01-02", "-", "/");
print "quote: \"q\" backslash: \\";
END

my @t = tokenize('let a1 = 3.5e-1 >= b;');
print join(" ", map { "$_->{type}($_->{value})" } @t), "\n";
run($program);
print "out: $_\n" for @output;
print "vars: ", join(", ", map { "$_=$vars{$_}" } sort keys %vars), "\n";

for my $bad ('let 5 = 1;', 'print 1 +;', 'print @x;', "print 1;\nprint zz;", 'print 1 / 0;', 'print (1;') {
    @output = ();
    eval { run($bad) };
    (my $shown = $bad) =~ s/\n/\\n/g;
    print "$shown => $@";
}
