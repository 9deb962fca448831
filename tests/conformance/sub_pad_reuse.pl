# Each call of a sub gets fresh lexicals and a fresh @_, even though the compiled
# code reuses their storage between calls.
use strict;
use warnings;

sub fresh_scalar { my $x; $x .= "a"; return $x }
sub fresh_array  { my @a; push @a, @_; return scalar(@a) . ":@a" }
sub fresh_hash   { my %h; $h{$_}++ for @_; return join ",", map {"$_=$h{$_}"} sort keys %h }
print fresh_scalar(), fresh_scalar(), "\n";
print fresh_array(1, 2), " ", fresh_array(3), " ", fresh_array(), "\n";
print fresh_hash(qw(a b a)), " | ", fresh_hash(qw(c)), "\n";

# A reference to a lexical keeps that instance; the next call gets another.
sub keep_ref { my $v = shift; return \$v }
my $r1 = keep_ref(10);
my $r2 = keep_ref(20);
print "$$r1 $$r2 ", ($r1 == $r2 ? "same" : "different"), "\n";
sub keep_aref { my @a = @_; return \@a }
my $a1 = keep_aref(1, 2, 3);
my $a2 = keep_aref(4);
print "@$a1 | @$a2\n";
sub keep_href { my %h = @_; return \%h }
my $h1 = keep_href(a => 1);
my $h2 = keep_href(b => 2);
print join(",", %$h1), " ", join(",", %$h2), "\n";

# Closures capture the call's own variable.
sub make_counter { my $n = shift; return sub { return $n++ } }
my $c1 = make_counter(5);
my $c2 = make_counter(100);
print $c1->(), $c1->(), " ", $c2->(), " ", $c1->(), "\n";

# Recursion: each level has its own lexicals and @_.
sub depth_sum {
    my ($n, @rest) = @_;
    return 0 unless defined $n;
    my $here = $n * 10;
    my $below = depth_sum(@rest);
    return "$here+$below";
}
print depth_sum(1, 2, 3, 4), "\n";
sub fact { my $n = shift; return $n <= 1 ? 1 : $n * fact($n - 1) }
print fact(10), " ", fact(5), "\n";

# @_ held after the call returns.
sub args_ref { return \@_ }
my $ar1 = args_ref(7, 8);
my $ar2 = args_ref(9);
print "@$ar1 | @$ar2\n";
my @saved;
sub stash_args { push @saved, \@_; return scalar @_ }
stash_args(1, 2); stash_args(3);
print join(" / ", map { "@$_" } @saved), "\n";

# @_ aliases the caller's variables, and an outer @_ survives an inner call.
sub bump { $_++ for @_; return }
my ($p, $q) = (1, 2);
bump($p, $q);
print "$p $q\n";
sub outer { my $s = inner(@_[1 .. $#_]); return "$_[0]:$s:" . scalar(@_) }
sub inner { return join "-", @_ }
print outer("x", "y", "z"), " ", outer("only"), "\n";
sub shifter { my $first = shift; my $second = shift; return "$first/" . ($second // "undef") . "/" . scalar(@_) }
print shifter(1, 2, 3), " ", shifter(4), "\n";

# Strings left in a reused lexical do not leak into the next call (also character strings).
sub greet { my $who = shift; my $s = "hello $who"; $s .= "!" if length($who) > 3; return $s }
print greet("world"), " ", greet("bob"), " ", greet("\x{263A}") eq "hello \x{263A}" ? "ok" : "bad", "\n";
sub numstr { my $v; $v = $_[0] ? "12abc" : 7; return $v + 1 }
{ no warnings 'numeric'; print numstr(1), " ", numstr(0), " ", numstr(1), "\n"; }

# Lexicals declared in a loop inside a sub.
sub rows {
    my @out;
    for my $i (1 .. 3) { my @row = ($i) x $i; push @out, \@row }
    return join ";", map { "@$_" } @out;
}
print rows(), " ", rows(), "\n";

# A sub called in a loop many times keeps giving fresh state.
my $total = 0;
sub acc { my %seen; my $n = 0; for (@_) { $n++ unless $seen{$_}++ } return $n }
$total += acc(1, 1, 2, $_) for 1 .. 1000;
print "$total\n";
