# Text::Wrap from the installed perl: wrap, fill, its variables, and warnings::warnif
# (its warning reported at the caller's line, only where the caller has warnings on).
use strict;
use warnings;
use Text::Wrap qw(wrap fill $columns $huge);

my $text = "The quick brown fox jumps over the lazy dog and keeps running far away "
    . "from the farmer who owns the field.";
$columns = 24;
print wrap("  ", "", $text), "\n";
print wrap("* ", "  ", $text), "\n";
print fill("", "", "para one is here and long enough\n\npara two is short"), "\n";
$columns = 10;
print wrap("", "\t\t", "a few words to wrap around"), "\n";
{
    no warnings;
    $columns = 10;
    print wrap("", "\t\t", "quiet this time"), "\n";
}
$columns = 8;
$huge = 'wrap';
print wrap("", "", "supercalifragilistic word"), "\n";
print "columns now $Text::Wrap::columns\n";
