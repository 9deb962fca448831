# Text::ParseWords from the installed perl (its old_shellwords uses local *_ = \$string).
use strict; use warnings;
use Text::ParseWords;
use Text::ParseWords qw(old_shellwords);
my @w = shellwords(q{foo "bar baz" 'qu ux' a\ b});
print join("|", @w), "\n";
print join("|", quotewords(',', 0, q{a,"b,c",d})), "\n";
print join("|", quotewords(',', 1, q{a,"b,c",d})), "\n";
print join("|", parse_line('\s+', 0, q{x "y z"  w})), "\n";
my @n = nested_quotewords(' ', 0, "a b", "c d");
print scalar(@n), " ", join("/", map { join(",", @$_) } @n), "\n";
$_ = q{old "style words"};
print join("|", old_shellwords()), "\n";
print join("|", old_shellwords(q{x y})), " [$_]\n";
sub show { local *_ = \"aliased"; print "$_\n"; } show(); print "after: $_\n";
