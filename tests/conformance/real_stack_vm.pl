use strict;
use warnings;

# A small stack-based virtual machine: an assembler with labels, a dispatch table of
# opcodes, calls with a return stack, and error reporting with eval.
my %ops;
my (@stack, @rstack, @out, $pc, $program);

sub pop1 { die "stack underflow at pc $pc\n" unless @stack; return pop @stack }
sub pop2 { my $b = pop1(); my $a = pop1(); return ($a, $b) }

%ops = (
    push  => sub { push @stack, $_[0] },
    pop   => sub { pop1() },
    dup   => sub { my $v = pop1(); push @stack, $v, $v },
    swap  => sub { my ($a, $b) = pop2(); push @stack, $b, $a },
    over  => sub { my ($a, $b) = pop2(); push @stack, $a, $b, $a },
    add   => sub { my ($a, $b) = pop2(); push @stack, $a + $b },
    minus => sub { my ($a, $b) = pop2(); push @stack, $a - $b },
    mul   => sub { my ($a, $b) = pop2(); push @stack, $a * $b },
    div   => sub { my ($a, $b) = pop2(); die "division by zero at pc $pc\n" if $b == 0; push @stack, int($a / $b) },
    mod   => sub { my ($a, $b) = pop2(); push @stack, $a % $b },
    less  => sub { my ($a, $b) = pop2(); push @stack, $a < $b ? 1 : 0 },
    same  => sub { my ($a, $b) = pop2(); push @stack, $a == $b ? 1 : 0 },
    jmp   => sub { $pc = $_[0] },
    jz    => sub { $pc = $_[0] if pop1() == 0 },
    call  => sub { push @rstack, $pc; $pc = $_[0] },
    ret   => sub { die "return stack empty\n" unless @rstack; $pc = pop @rstack },
    print => sub { push @out, pop1() },
    halt  => sub { $pc = -1 },
);

sub assemble {
    my $src = shift;
    my (@code, %labels, @fixups);
    for my $line (split /\n/, $src) {
        $line =~ s/\s*#.*//;
        next unless $line =~ /\S/;
        if ($line =~ /^\s*(\w+):\s*$/) { $labels{$1} = scalar @code; next }
        my ($op, $arg) = split ' ', $line;
        die "unknown opcode '$op'\n" unless $ops{$op};
        push @fixups, [scalar @code, $arg] if defined $arg && $arg !~ /^-?\d+$/;
        push @code, [$op, $arg];
    }
    for my $f (@fixups) {
        my ($i, $name) = @$f;
        die "undefined label '$name'\n" unless exists $labels{$name};
        $code[$i][1] = $labels{$name};
    }
    return \@code;
}

sub run {
    my ($src, $limit) = @_;
    (@stack, @rstack, @out) = ();
    $pc = 0;
    my $steps = 0;
    my $ok = eval {
        $program = assemble($src);
        while ($pc >= 0 && $pc < @$program) {
            my ($op, $arg) = @{ $program->[$pc++] };
            $ops{$op}->($arg);
            die "step limit exceeded\n" if ++$steps > $limit;
        }
        1;
    };
    return $ok ? "output: @out (steps $steps, stack [@stack])" : "error: $@";
}

my $factorial = <<'ASM';
    push 1          # accumulator
    push 10         # counter
loop:
    dup
    jz end
    dup
    call mulacc
    push 1
    minus
    jmp loop
end:
    pop
    print
    halt
mulacc:             # ( acc n n -- acc*n n )
    swap            # acc n n -> acc n n (n on top), bring acc up
    pop
    swap
    over
    mul
    swap
    ret
ASM
print run($factorial, 1000), "\n";

my $fizz = join "\n", "push 1", "top:", "dup", "push 16", "less", "jz done", "dup", "push 15", "mod", "jz fb",
    "dup", "print", "push 1", "add", "jmp top", "fb:", "push 1515", "print", "push 1", "add", "jmp top", "done:", "halt";
print run($fizz, 1000), "\n";
print run("push 1\npush 0\ndiv\nprint", 100), "";
print run("add", 100), "";
print run("push 1\njmp nowhere", 100), "";
print run("bogus 3", 100), "";
print run("top:\njmp top", 50), "";
print run("push 7\npush 3\nover\nover\nminus\nprint\nmod\nprint\nret", 100), "";
