use strict;
use warnings;

# Capture variables are dynamic, not lexical: closures see the value at call time.
"made 1" =~ /(\d)/;
my $show = sub { return "closure sees $1" };
print $show->(), "\n";
"later 2" =~ /(\d)/;
print $show->(), "\n";

# To freeze a capture, copy it into a lexical before creating the closure.
my @subs;
for my $s ("a=1", "b=2", "c=3") {
    $s =~ /(\w)=(\d)/ or next;
    my ($k, $v) = ($1, $2);
    push @subs, sub { "$k is $v" };
}
print join("; ", map { $_->() } @subs), "\n";

# A sub that matches restores the caller's captures on return,
# but its return value can carry the captures out.
sub split_pair {
    my ($s) = @_;
    return $s =~ /^(\w+):(\w+)$/ ? ($1, $2) : ();
}
"caller 9" =~ /(\d)/;
my ($left, $right) = split_pair("foo:bar");
print "split_pair: $left $right, caller \$1 still $1\n";

# Returning $1 directly from a sub returns its value (a copy).
sub first_word { $_[0] =~ /(\w+)/; return $1 }
my @words = map { first_word($_) } ("hello world", "good bye");
print "first words: @words\n";

# local and our variables used with captures.
our $last_key = "none";
sub remember {
    local $last_key = $last_key;
    if ($_[0] =~ /key=(\w+)/) { $last_key = $1 }
    return inner_report();
}
sub inner_report { return "last key: $last_key" }
print remember("key=abc"), "\n";
print remember("nothing"), "\n";
print "after: $last_key\n";

# local $_ with matches on the topic inside a helper.
sub count_vowels {
    local $_ = shift;
    my $n = 0;
    $n++ while /[aeiou]/g;
    return $n;
}
$_ = "outer topic";
print "vowels: ", count_vowels("education"), ", topic still '$_'\n";

# Recursion trap: every level runs the same match op, and the capture data
# lives with the compiled pattern, so after the recursive call returns, $1
# shows the deepest level's capture. The copy in $inner is safe.
sub nest {
    my ($s, $depth) = @_;
    return "" unless $s =~ /^\((.*)\)$/;
    my $inner = $1;
    my $deeper = nest($inner, $depth + 1);
    return "[$depth: \$1=$1 inner=$inner]" . $deeper;
}
print nest("(((x)))", 0), "\n";

# wantarray-aware matcher.
sub grab {
    my ($s) = @_;
    my @caps = $s =~ /(\d+)/g;
    return wantarray ? @caps : scalar(@caps);
}
my @all = grab("1 22 333");
my $cnt = grab("1 22 333");
print "list: @all, scalar: $cnt\n";
