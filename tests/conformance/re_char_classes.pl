use strict;
use warnings;

sub all { my ($re, $s) = @_; return join("", $s =~ /($re)/g) }

my $sample = "aB3_ -x\t9!\n?Z";

print "\\d: [", all(qr/\d/, $sample), "]\n";
print "\\D count: ", scalar(() = $sample =~ /\D/g), "\n";
print "\\w: [", all(qr/\w/, $sample), "]\n";
print "\\W visible: [", join(",", map { sprintf "%02x", ord } $sample =~ /\W/g), "]\n";
print "\\s: [", join(",", map { sprintf "%02x", ord } $sample =~ /\s/g), "]\n";
print "\\S: [", all(qr/\S/, $sample), "]\n";
print "\\h: [", join(",", map { sprintf "%02x", ord } $sample =~ /\h/g), "]\n";
print "\\v: [", join(",", map { sprintf "%02x", ord } $sample =~ /\v/g), "]\n";
print "\\H count: ", scalar(() = $sample =~ /\H/g), ", \\V count: ", scalar(() = $sample =~ /\V/g), "\n";

# \R matches any linebreak, including \r\n as one unit.
my $mixed = "a\r\nb\nc\rd";
my @parts = split /\R/, $mixed;
print "split on \\R: @parts (", scalar(@parts), ")\n";
my $breaks = () = $mixed =~ /\R/g;
print "linebreaks: $breaks\n";

# Bracketed classes: ranges, negation, literal ] and - and ^.
print "range: [", all(qr/[a-c0-2]/, "abcdef0123"), "]\n";
print "negated: [", all(qr/[^a-z]/, "abC1d2"), "]\n";
print "literal ]: [", all(qr/[]x]/, "a]bx"), "]\n";
print "literal -: [", all(qr/[a-]/, "b-a-"), "] [", all(qr/[-z]/, "z-y"), "]\n";
print "literal ^: [", all(qr/[x^]/, "^ax"), "]\n";
print "escapes in class: [", all(qr/[\d\s.]/, "1 a.2"), "]\n";
print "dot literal in class: [", all(qr/[.]/, "a.b"), "]\n";
print "backslash in class: [", all(qr/[\\\/]/, 'a\\b/c'), "]\n";

# POSIX classes inside brackets.
my $p = "Ab1 ,\t_Z9";
print "[:alpha:] [", all(qr/[[:alpha:]]/, $p), "]\n";
print "[:digit:] [", all(qr/[[:digit:]]/, $p), "]\n";
print "[:alnum:] [", all(qr/[[:alnum:]]/, $p), "]\n";
print "[:upper:] [", all(qr/[[:upper:]]/, $p), "] [:lower:] [", all(qr/[[:lower:]]/, $p), "]\n";
print "[:punct:] [", all(qr/[[:punct:]]/, $p), "]\n";
print "[:space:] count ", scalar(() = $p =~ /[[:space:]]/g), "\n";
print "[:^digit:] [", all(qr/[[:^digit:]]/, "a1b2"), "]\n";
print "[:xdigit:] [", all(qr/[[:xdigit:]]/, "0xFg9z"), "]\n";
print "[:word:] [", all(qr/[[:word:]]/, "a_-b"), "]\n";
print "mixed class [", all(qr/[[:upper:]\d_]/, "aB_3c"), "]\n";

# The dot excludes newline only.
print "dot count: ", scalar(() = "a\nb\tc" =~ /./g), "\n";

# Case-insensitive classes.
print "ci class: [", all(qr/[b-d]/i, "ABCDE"), "]\n";

# Quantified classes.
my @hex = "0x1F 0xzz 0xABC 0x" =~ /0x([[:xdigit:]]+)/g;
print "hex numbers: @hex\n";
my @ids = "x1 _y 9z a_b2" =~ /\b([A-Za-z_]\w*)\b/g;
print "identifiers: @ids\n";

# Escapes: \x.., \x{..}, octal, \t, \e.
print "hex escape: ", ("A" =~ /\x41/ ? "yes" : "no"), " ", ("A" =~ /[\x{41}-\x{43}]/ ? "yes" : "no"), "\n";
print "octal escape: ", ("A" =~ /\101/ ? "yes" : "no"), "\n";
print "control: ", ("\t" =~ /\t/ ? "tab" : "no"), " ", ("\e" =~ /\e/ ? "esc" : "no"), "\n";
