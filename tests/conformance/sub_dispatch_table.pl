use strict;
use warnings;

# A command interpreter driven by a dispatch table of code refs.
my %vars;
my @log;
my %dispatch;
%dispatch = (
    set   => sub { my ($name, $value) = @_; $vars{$name} = $value; return "$name = $value" },
    get   => sub { my $name = shift; return exists $vars{$name} ? $vars{$name} : "<unset $name>" },
    add   => sub { my ($name, $n) = @_; $vars{$name} += $n; return "$name now $vars{$name}" },
    del   => sub { my $name = shift; my $old = delete $vars{$name}; return defined $old ? "deleted $name ($old)" : "nothing to delete" },
    list  => sub { return join(", ", map { "$_=$vars{$_}" } sort keys %vars) || "(empty)" },
    help  => sub { return "commands: " . join(" ", sort keys %dispatch) },
    twice => sub { my ($cmd, @args) = @_; return join(" / ", map { run($cmd, @args) } 1 .. 2) },
);

sub run {
    my ($cmd, @args) = @_;
    my $handler = $dispatch{$cmd} || sub { "unknown command '$cmd'" };
    my $result = $handler->(@args);
    push @log, $cmd;
    return $result;
}

my @script = (
    [qw(help)],
    [qw(set x 10)],
    [qw(set y 3)],
    [qw(add x 5)],
    [qw(get x)],
    [qw(get z)],
    [qw(list)],
    [qw(twice add y 1)],
    [qw(del y)],
    [qw(del y)],
    [qw(frobnicate 1 2)],
    [qw(list)],
);
for my $line (@script) {
    my $out = run(@$line);
    printf "%-22s -> %s\n", join(" ", @$line), $out;
}
print "log: @log\n";

# dispatch on type with a default, via exists and a ternary chain
my %by_type = (
    ARRAY => sub { "array of " . scalar(@{ $_[0] }) },
    HASH  => sub { "hash with keys " . join(",", sort keys %{ $_[0] }) },
    CODE  => sub { "code returning " . $_[0]->() },
);
for my $thing ([1, 2, 3], { b => 1, a => 2 }, sub { 42 }, \"s", "plain") {
    my $t = ref $thing;
    my $desc = exists $by_type{$t} ? $by_type{$t}->($thing) : $t ? "other ref $t" : "not a ref: $thing";
    print "$desc\n";
}

# operator table with precedence-free evaluation of RPN tokens
my %binop = ('+' => sub { $_[0] + $_[1] }, '-' => sub { $_[0] - $_[1] },
             '*' => sub { $_[0] * $_[1] }, '/' => sub { $_[0] / $_[1] }, '%' => sub { $_[0] % $_[1] });
for my $expr ("3 4 + 2 *", "10 2 8 * + 3 -", "7 2 /", "17 5 %", "2 3 4 * 5 + *") {
    my @st;
    for my $tok (split ' ', $expr) {
        if (my $f = $binop{$tok}) { my $b = pop @st; my $a = pop @st; push @st, $f->($a, $b) }
        else { push @st, $tok }
    }
    print "$expr = @st\n";
}
