use strict;
use warnings;

# s///e: the replacement is Perl code.
my $prices = "apple 3, pear 10, melon 7";
(my $doubled = $prices) =~ s/(\d+)/$1 * 2/ge;
print "doubled: $doubled\n";

# Function calls and sprintf in the replacement.
sub money { return sprintf '$%.2f', $_[0] / 100 }
my $cents = "total=1999 tax=160";
$cents =~ s/(\d+)/money($1)/ge;
print "money: $cents\n";

# Hash lookups with a default.
my %vars = (user => "alice", home => "/home/alice");
my $tmpl = 'Hi $user, your home is $home, shell is $shell.';
$tmpl =~ s/\$(\w+)/exists $vars{$1} ? $vars{$1} : "<$1?>"/ge;
print "$tmpl\n";

# A block-like replacement with several statements using s{}{}e.
my $counter = 0;
my $list = "x x x x";
$list =~ s{x}{
    $counter++;
    my $label = $counter % 2 ? "odd" : "even";
    "$label$counter";
}ge;
print "numbered: $list\n";

# Closure state updated by the replacement.
my %seen;
my $dups = "a b a c b a";
$dups =~ s/(\w)/$seen{$1}++ ? uc($1) : $1/ge;
print "dups uppercased: $dups\n";

# Return value of s///e is still the count.
my $hex = "ff 10 zz 0a";
my $n = ($hex =~ s/\b([0-9a-f]{2})\b/hex($1)/ge);
print "hex to dec: $hex ($n replacements)\n";

# Nested s/// inside the replacement code.
my $csv = "a-b,c-d-e,f";
$csv =~ s/([^,]+)/my $f = $1; $f =~ s!-!+!g; "[$f]"/ge;
print "nested: $csv\n";

# The replacement expression can use $&, @- and pos-like info.
my $pos_str = "aXbXcX";
$pos_str =~ s/X/$-[0]/g;
print "offsets (no /e): $pos_str\n";
$pos_str = "aXbXcX";
$pos_str =~ s/X/$-[0] + 100/ge;
print "offsets (/e): $pos_str\n";

# Capitalize every word via ucfirst(lc(...)).
my $title = "the QUICK bRoWn fox";
$title =~ s/(\w+)/ucfirst(lc($1))/ge;
print "title: $title\n";

# Using a sub reference in a dispatch table inside /e.
my %ops = (add => sub { $_[0] + $_[1] }, mul => sub { $_[0] * $_[1] });
my $exprs = "add(2,3) mul(4,5) sub(1,1)";
$exprs =~ s/(\w+)\((\d+),(\d+)\)/$ops{$1} ? $ops{$1}->($2, $3) : "?"/ge;
print "evaluated: $exprs\n";

# /e with an empty result and with undef avoided via //.
my $strip = "keep1 drop2 keep3";
$strip =~ s/(\w+?)(\d)/$1 eq "drop" ? "" : "$1$2"/ge;
print "filtered: [$strip]\n";

# A successful match inside the replacement code resets $1 for the rest of
# that replacement; copy captures first.
my $pairs = "ab cd";
(my $p1 = $pairs) =~ s/(\w)(\w)/my $first = $1; $2 =~ m{(\w)}; "$first<$1>"/ge;
print "inner match changes \$1: $p1\n";
