# No strict, no warnings: undeclared globals and silent undef/number conversions.
use feature 'say';

$count = 5;
$name = "global";
say "globals: $count $name";
@list = (1, 2, 3);
%map = (a => 1);
say "global array: @list, hash: $map{a}";
say "undef var in addition: ", $nothing + 1;
say "undef var in concat: [" . $nothing . "]";
say "non-numeric string silently 0: ", "abc" + 5;
say "numeric prefix silently used: ", "12abc" * 2;
sub set_global { $from_sub = "set in sub" }
set_global();
say "global set in a sub: $from_sub";
$i = 10;
for $i (1 .. 3) { $last_seen = $i }
say "global loop var restored: $i, last seen $last_seen";
my $lexical = "lexical";
say "lexical and global coexist: $lexical $name";
$counter++ for 1 .. 4;
say "counter: $counter";
$str .= "x" for 1 .. 3;
say "str: $str";
say "join with undef: ", join(",", 1, $undefined_var, 3);
say "substr past end: [", substr("abc", 10), "]";
my @sorted = sort (3, 20, 100);
say "sorted: @sorted";
my $s = sort @sorted;
say "sort in scalar context: ", defined $s ? "[$s]" : "undef";
say "done";
