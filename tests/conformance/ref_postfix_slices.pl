use strict;
use warnings;

# Postfix slices: ->@[...], ->@{...}, ->%[...], ->%{...}.
my $ar = [5, 3, 9, 1, 7];
my $hr = { b => 2, a => 1, c => 3, d => 4 };

print "array slice: ", join(",", $ar->@[0, 2]), "\n";
print "range slice: ", join(",", $ar->@[1 .. 3]), "\n";
print "negative: ", join(",", $ar->@[-1, -2]), "\n";
print "hash slice: ", join(",", $hr->@{qw(a c)}), "\n";

my %kv = $hr->%{'a', 'b'};
print "kv slice: ", join(",", map { "$_=$kv{$_}" } sort keys %kv), "\n";
my %ikv = $ar->%[1, 3];
print "index/value slice: ", join(",", map { "$_=$ikv{$_}" } sort keys %ikv), "\n";

# assignment through postfix slices
$ar->@[0, 1] = (50, 30);
$hr->@{qw(x y)} = (24, 25);
print "assigned: @$ar | ", join(",", map { "$_=$hr->{$_}" } sort keys %$hr), "\n";

# nested
my $d = { m => { list => [qw(p q r s)] } };
print "nested: ", join("", $d->{m}{list}->@[3, 2, 1, 0]), "\n";
my @two = $d->{m}->@{'list'};
print "one-key slice gives ", ref($two[0]), "\n";
