use strict;
use warnings;
use feature 'say';

# perl's compile-time warnings: which constructs give them, where "no warnings" scopes
# them, and the order perl prints them in (all before the program's first output).
use constant LIMIT => 3;

my ($n, $m) = (0, 0);
my @list = (5, 3, 9);

# "Found = in conditional": an assignment of a constant used as a condition.
if ($n = 1) { say "if: n=$n" }
unless ($m = 0) { say "unless: m=$m" }
say "modifier" if $n = 2;
$n = 3 and say "and: n=$n";
my $t = ($m = 4) ? "yes" : "no";
say "ternary: $t";
if (!($n = 5)) { } else { say "negated: n=$n" }
if ($n == 5) { say "elsif not checked" } elsif ($n = 6) { }
# ... and not for these: a computed value, a constant sub, a list assignment.
if (($n = @list)) { say "count: $n" }
if ($n = LIMIT) { say "constant sub: $n" }
if ((my @copy) = @list) { say "list assignment" }
{
    no warnings 'syntax';
    if ($n = 7) { say "syntax off: n=$n" }
}
{
    no warnings 'void';
    if ($n = 8) { say "void off still warns: n=$n" }
}
sub check_limit {
    my $x;
    while ($x = 0) { }
    return "sub body checked";
}
say check_limit();

# "print (...) interpreted as function": one space, then a list that more follows.
print ("a") . "\n";
print ("b"), print "\n";
print ("c\n") if 1;
print("d") . "\n";
print  ("e") . "\n";
printf ("%s\n", "f");
my @sorted = sort (@list), 1;
say "sorted: @sorted";
{
    no warnings 'syntax';
    print ("g") . "\n";
}
print "\n";

# Useless use of sort in scalar and void context.
my $count = sort @list;
say defined $count ? "count" : "undef";
sort @list;
{
    # The category is "scalar" since perl 5.36, not "void".
    no warnings 'void';
    my $loud = sort { $a <=> $b } @list;
    sort @list;
}
{
    no warnings 'scalar';
    my $quiet = sort @list;
}

# Literals wider than 32 bits.
my @big = (0xffffffff, 0x1_0000_0000, 0b1_00000000_00000000_00000000_00000000,
    040000000000, 0o40000000000);
say "big: @big";
{
    no warnings 'portable';
    my $quiet = 0x1_0000_0000;
}
my $huge = 0x1_0000_0000_0000_0000;
say "huge: $huge";

# Void context in a block is checked when the block ends: this warning comes before
# the one for the literal after the block.
for my $i (1) {
    "inner";
    my $later = 0x2_0000_0000;
}

# Pattern warnings, and what the patterns do.
my $s = "a-b word";
say "class escape: ", ("y" =~ /[\y]/ ? "match" : "no");
say "false range right: ", ("-" =~ /[a-\d]/ ? "match" : "no");
say "false range posix: ", ("-" =~ /[[:alpha:]-z]/ ? "match" : "no");
say "dash at end: ", ("-" =~ /[\w-]/ ? "match" : "no");
say "empty group repeated: ", ($s =~ /(?:)*b/ ? "match" : "no");
say "lookahead repeated: ", ($s =~ /(?=w)+word/ ? "match" : "no");
say "anchor repeated: ", ($s =~ /^*a/ ? "match" : "no");
say "x comment: ", ($s =~ /a # \y is only a comment
    -b/x ? "match" : "no");
say "never: ", ($s =~ /wor{3,2}d|b/ ? "alternative" : "no");
(my $u = $s) =~ tr/a-c/A-C/c;
say "complement: $u";
(my $v = $s) =~ tr/ab/xyz/;
say "longer: $v";
my %h = (k => 1);
say "hash bound: ", (%h =~ /^\d/ ? "match" : "no");
my @parts = split /\s/g, $s;
say "parts: @parts";
{
    no warnings 'regexp';
    say "regexp off: ", ($s =~ /\q/ ? "match" : "no");
}
{
    no warnings 'misc';
    (my $w = $s) =~ tr/a/bc/;
}
say "done";
