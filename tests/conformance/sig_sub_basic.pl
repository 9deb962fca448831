#!/usr/bin/perl
use v5.36;

# Positional parameters, defaults and slurpies, as a modern script writes them.
sub greet ($name, $greeting = "Hello") {
    return "$greeting, $name!";
}
say greet("Ada");
say greet("Linus", "Hi");
say greet("Grace", undef) // "undef greeting";

# Defaults over earlier parameters, and calls, evaluated only when missing.
my $calls = 0;
sub next_id { return ++$calls }
sub make_item ($label, $id = next_id(), $tag = "$label-$id") {
    return "$label/$id/$tag";
}
say make_item("a");
say make_item("b");
say make_item("c", 99);
say make_item("d", 7, "custom");
say "next_id ran $calls times";

# A default in scalar context, a fresh value per call.
my @pool = qw(x y z);
sub count_of ($n = @pool) { $n }
say count_of();
say count_of(10);
sub fresh ($list = []) { push @$list, scalar @$list; return $list }
say join ",", @{ fresh() };
say join ",", @{ fresh() };
my $keep = [5];
say join ",", @{ fresh($keep) }, "|", @$keep;

# Placeholders: ignored arguments, with and without a default.
sub second ($, $b, @) { $b }
say second(1, 2, 3, 4);
my $evaluated = 0;
sub opt_placeholder ($x, $ = $evaluated++) { "$x:$evaluated" }
say opt_placeholder("one");
say opt_placeholder("two", "given");
sub nothing_more ($x, $=) { $x }
say nothing_more(5), nothing_more(6, 7);

# Slurpy array and hash.
sub total ($first, @rest) {
    my $sum = $first;
    $sum += $_ for @rest;
    return "$first + (@rest) = $sum (" . scalar(@rest) . " more)";
}
say total(1);
say total(1, 2, 3);
sub configure ($name, %opts) {
    my @pairs = map { "$_=$opts{$_}" } sort keys %opts;
    return "$name: " . (@pairs ? join(", ", @pairs) : "defaults");
}
say configure("server");
say configure("server", port => 8080, host => "localhost", port => 9090);
say configure("client", undef, "empty key");
sub ignore_rest ($x, %) { "kept $x" }
say ignore_rest(1, a => 1, b => 2);

# Empty signatures.
sub pi () { 3.14159 }
say pi();
sub nothing () {}
my @none = nothing();
say "nothing returns ", scalar(@none), " values and ", defined(scalar nothing()) ? "defined" : "undef";
sub empty_body ($x) {}
my @e = empty_body(1);
say "empty body: ", scalar(@e);

# Parameters are copies, not aliases of the arguments.
sub bump ($n) { $n++; return $n }
my $v = 41;
say bump($v), " ", $v;

# Fresh lexicals per call: closures keep their own.
sub counter ($start, $step = 1) {
    return sub { my $now = $start; $start += $step; return $now };
}
my $c1 = counter(10);
my $c2 = counter(100, 50);
say join " ", $c1->(), $c1->(), $c2->(), $c2->(), $c1->();
my @subs = map { my $n = $_; sub ($x) { $x * $n } } 1 .. 3;
say join ",", map { $_->(10) } @subs;

# wantarray and return are unaffected.
sub ctx ($x) { return wantarray ? "list" : defined(wantarray) ? "scalar" : "void" }
my @l = ctx(1);
my $s = ctx(1);
say "@l $s";
sub early ($x, $y = 0) {
    return "negative" if $x < 0;
    for my $i (1 .. 3) { return "found $i" if $i == $x }
    "none ($y)";
}
say early(-1), "; ", early(2), "; ", early(9, 4);

# Recursion.
sub fact ($n) { $n <= 1 ? 1 : $n * fact($n - 1) }
say fact(10);
sub fib ($n, $memo = {}) {
    return $n if $n < 2;
    return $memo->{$n} //= fib($n - 1, $memo) + fib($n - 2, $memo);
}
say fib(50);

# Anonymous subs with signatures as callbacks.
my @sorted = sort { $a <=> $b } map { $_ * 3 % 7 } 1 .. 6;
my $apply = sub ($f, @xs) { map { $f->($_) } @xs };
say join " ", $apply->(sub ($x) { $x ** 2 }, @sorted);
my %dispatch = (
    add => sub ($x, $y) { $x + $y },
    neg => sub ($x) { -$x },
    sum => sub (@xs) { my $t = 0; $t += $_ for @xs; $t },
);
say join " ", map { $dispatch{$_->[0]}->(@{$_}[1 .. $#$_]) } [add => 2, 3], [neg => 4], [sum => 1 .. 10];

# Trailing and doubled commas are allowed.
sub commas ($x, $y,, $z,) { "$x$y$z" }
say commas(1, 2, 3);

# Multi-line signatures with comments.
sub long_sig (
    $first,          # the first
    $second = 2,     # defaulted
    @others          # the rest
) {
    return "$first $second [@others]";
}
say long_sig(1);
say long_sig(1, 5, 6, 7);
