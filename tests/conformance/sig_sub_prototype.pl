use strict;
use warnings;

# :prototype(...) takes effect on parsing, as sub NAME(PROTO) does.
sub first_of :prototype($) { return "[@_]" }
my @r = (first_of 1, 2, 3);
print "@r\n";

sub mymax :prototype(\@) {
    my ($list) = @_;
    my $m = $list->[0];
    for (@$list) { $m = $_ if $_ > $m }
    return $m;
}
my @nums = (3, 9, 2);
print mymax(@nums), "\n";

sub apply_block :prototype(&@) {
    my ($code, @items) = @_;
    return map { $code->($_) } @items;
}
print join(",", apply_block { $_[0] * 2 } 1, 2, 3), "\n";

sub constant_like :prototype() { 42 }
print constant_like + 1, "\n";

sub optional :prototype($;$) { scalar @_ }
print optional(1), optional(1, 2), "\n";

# Several attributes; :method has no effect on a call.
sub tagged :method :prototype($$) { "$_[0]-$_[1]" }
sub spaced : prototype($$) method { "$_[0]+$_[1]" }
print tagged("a", "b"), " ", spaced("c", "d"), "\n";
print main->tagged("x"), "\n";

print join(" | ", map { defined $_ ? "'$_'" : "undef" }
    prototype(\&first_of), prototype(\&mymax), prototype("apply_block"),
    prototype("constant_like"), prototype(\&optional), prototype(\&tagged)), "\n";

# The attribute wins over a prototype in parentheses, with perl's warning.
sub both($) :prototype($$) { "both @_" }
print prototype(\&both), " ", both(1, 2), "\n";

my $anon = sub :prototype($$) { "anon @_" };
print prototype($anon), " ", $anon->(1, 2, 3), "\n";

# With signatures: the attribute comes before the signature.
use feature 'signatures';
no warnings 'experimental::signatures';
sub add :prototype($$) ($x, $y) { $x + $y }
my @sums = (add(1, 2), 10);
my @prec = (add 1, 2 * 3);
print "@prec\n";
print "@sums\n";
print prototype(\&add), "\n";
sub unary :prototype($) ($x) { "<$x>" }
my @u = (unary "a", "b");
print "@u\n";
my $cb = sub :prototype(@) ($first, @rest) { "$first then @rest" };
print $cb->(1, 2, 3), " ", prototype($cb), "\n";
