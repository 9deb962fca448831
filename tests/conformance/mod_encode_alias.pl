# Encode::Alias's pattern aliases: the encoding name is built from the
# pattern's groups ('"iso-8859-$1"', '"\L$1"', the Latin-N table), then
# looked up again.
use strict;
use warnings;
use Encode qw(find_encoding resolve_alias);

for my $name ('ISO8859-1', 'iso88591', 'iso_8859-1', 'ISO-8859_1', 'Latin1',
              'latin-1', 'iso-latin-1', 'ASCII', 'Us-Ascii', 'iso646-us',
              'ANSI_X3.4-1968', 'UTF-8', 'utf8', 'Utf-8', 'WinLatin1',
              'cp-1252', 'windows-1252', 'ISO-8859-1@euro', 'latin99',
              'x-unknown', 'ascii ctrl') {
    my $enc = find_encoding($name);
    printf "%-16s %s\n", $name, $enc ? $enc->name : '(none)';
}

# the caller's own match variables are untouched by the lookups
if ("abc-123" =~ /(\w+)-(\d+)/) {
    my $enc = find_encoding('iso8859-1');
    print "after lookup: $1 $2 ", $enc->name, "\n";
}
print "resolve: ", resolve_alias('Latin1'), " ", resolve_alias('iso88591'), "\n";
