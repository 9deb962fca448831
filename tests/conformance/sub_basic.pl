use strict;
use warnings;
use feature 'say';

sub greet {
    my ($name) = @_;
    return "Hello, $name!";
}

say greet("World");
say after_use(3, 4);
say "implicit return: ", implicit(5);
say "no args: [", no_args(), "]";
say "count args: ", count_args(1, 2, 3), " ", count_args(), " ", count_args(()), " ", count_args((1, 2), (3));
my @list = list_return();
say "list return: @list";
my $last = list_return();
say "list return in scalar context: $last";
my ($q, $r) = divmod(17, 5);
say "divmod: $q $r";
say "nested calls: ", add(add(1, 2), add(3, add(4, 5)));
say "default via //: ", with_default(), " ", with_default(7);
say "shift args: ", shifter("a", "b", "c");
say "empty return in list: ", scalar(my @e = empty_return());
my $s = empty_return();
say "empty return in scalar: ", defined $s ? "defined" : "undef";
my @u = undef_return();
say "return undef in list: ", scalar(@u);
say "early return: ", early(5), " ", early(-5);
say "string result: ", repeat_str("ab", 3);
say "sub modifying copy: ", modify_copy(10);
my @arr = (1, 2, 3);
say "array flattened into args: ", count_args(@arr, @arr);
say "array returned: ", join(",", double_all(@arr));
my %h = (x => 1, y => 2);
say "hash flattened into args: ", count_args(%h);
say "sum via loop: ", sum(1 .. 10);
say "sum of nothing: ", sum();
say "max: ", max(3, 9, 2, 9, 1);
say "call in interpolation-free concat: " . greet("Perl") . "!";
say "recursive-free chain: ", add(1, 2) * add(3, 4);
say "ampersand-free call with parens and no args: ", no_args();

sub after_use { my ($a, $b) = @_; return $a * $b }
sub implicit { my $x = shift; $x * 2 }
sub no_args { return scalar(@_) }
sub count_args { return scalar(@_) }
sub list_return { return (4, 5, 6) }
sub divmod { my ($a, $b) = @_; return (int($a / $b), $a % $b) }
sub add { return $_[0] + $_[1] }
sub with_default { my $v = shift; $v //= "dflt"; return $v }
sub shifter { my $first = shift; my $second = shift; return "$first$second+" . scalar(@_) }
sub empty_return { return }
sub undef_return { return undef }
sub early { my $n = shift; return "negative" if $n < 0; "non-negative" }
sub repeat_str { my ($s, $n) = @_; return $s x $n }
sub modify_copy { my ($v) = @_; $v += 1; return $v }
sub double_all { my @out; push @out, $_ * 2 for @_; return @out }
sub sum { my $t = 0; $t += $_ for @_; return $t }
sub max {
    my $m = shift;
    for my $v (@_) {
        $m = $v if $v > $m;
    }
    return $m;
}
