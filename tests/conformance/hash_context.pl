use strict;
use warnings;
use feature 'say';

my %h = (a => 1, b => 2, c => 3);
say scalar(%h), " ", scalar(keys %h);
my %e;
say "[", scalar(%e), "] ", (%e ? "T" : "F");
my $count = keys %h;
say "keys in scalar context: $count";
my $vcount = values %h;
say "values in scalar context: $vcount";
say "hash in boolean: ", (%h ? "true" : "false");
say "if on hash: ", (%h ? "non-empty" : "empty");
unless (%e) { say "unless on empty hash" }
$e{x} = undef;
say "hash with undef value is true: ", (%e ? "true" : "false");
say "count with undef value: ", scalar(keys %e);
delete $e{x};
say "after delete: ", (%e ? "true" : "false"), " ", scalar(%e);
my %big;
$big{$_} = $_ * $_ for 1 .. 100;
say "100 keys: ", scalar(keys %big), " ", scalar(%big);
say "sum of values: ", sum_values(%big);
sub sum_values {
    my %x = @_;
    my $s = 0;
    $s += $x{$_} for keys %x;
    return $s;
}
my @flat = %h;
say "flattened size: ", scalar(@flat);
my %dup = (k => 1, k => 2, k => 3);
say "duplicate keys collapse: ", scalar(keys %dup), " value $dup{k}";
my $assigned = (my %t = (a => 1, b => 2, a => 3));
say "list assignment returns RHS count: $assigned";
say "hash in numeric context: ", %h + 0;
say "keys count plus one: ", keys(%h) + 1;
my %n = (1 => "a", 2 => "b");
say "numeric-looking keys sorted as strings: ", join(",", sort keys %n);
%h = ();
say "after clearing: ", scalar(%h), " ", (%h ? "T" : "F");
