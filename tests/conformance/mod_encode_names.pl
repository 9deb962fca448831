# Looking encodings up by name: aliases, canonical and MIME names, the list.
use strict;
use warnings;
use Encode qw(find_encoding find_mime_encoding resolve_alias encodings);

for my $name ('latin1', 'ISO-8859-1', 'iso_8859_1', 'ISO_8859-1', 'l1', 'UTF8',
              'utf8', 'utf-8', 'UTF-8', 'utf-8-strict', 'ascii', 'US-ascii',
              'ANSI_X3.4-1968', 'null', 'cp1252', 'WinLatin1', 'ascii-ctrl') {
    my $enc = find_encoding($name);
    if ($enc) {
        printf "%-15s %-13s %-13s %s\n", $name, $enc->name,
            $enc->mime_name // '(none)', ref $enc;
    } else {
        printf "%-15s not found\n", $name;
    }
}

print "no such: ", (defined find_encoding('klingon') ? 'found' : 'undef'), "\n";
print "resolve latin1: ", resolve_alias('latin1'), "\n";
print "resolve UTF-8: ", resolve_alias('UTF-8'), "\n";
print "resolve klingon: ", (resolve_alias('klingon') || 0), "\n";
print "mime UTF-8: ", find_mime_encoding('UTF-8')->name, "\n";
print "mime utf8: ", (defined find_mime_encoding('utf8') ? 'found' : 'undef'), "\n";

print "encodings: ", join(' ', encodings()), "\n";
print "Encode->encodings: ", join(' ', Encode->encodings()), "\n";

# the same object each time
my $a = find_encoding('latin1');
my $b = find_encoding('iso-8859-1');
print "same object: ", ($a == $b ? 'yes' : 'no'), "\n";

# methods of the encoding objects
my $u = find_encoding('UTF-8');
print "needs_lines: ", ($u->needs_lines ? 1 : 0), "\n";
print "renewed: ", $u->renewed, "\n";
my $r = $u->renew;
print "renew: ", ref $r, " ", $r->name, " ", $r->renewed, "\n";
print "object decode: ", length($u->decode("\xE2\x98\xBA")), "\n";
print "object encode: ", length(find_encoding('latin1')->encode("\x{e9}t\x{e9}")), "\n";
print "utf8 vs strict: ", join(',', map { find_encoding($_)->name } qw(utf8 UTF-8)), "\n";

# define_alias adds a name
Encode::define_alias(myname => 'iso-8859-1');
print "alias: ", find_encoding('myname')->name, "\n";
