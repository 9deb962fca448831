# "Wide character in print" is a default-on warning of the utf8 category: `no warnings`
# and `no warnings 'utf8'` silence it, for print, say and printf.
use feature 'say';
print "\x{263a}\n";
{ no warnings; print "\x{263a}\n"; say "\x{263b}"; printf "%s\n", "\x{263a}"; }
{ no warnings 'utf8'; print "\x{263a}\n"; printf STDOUT "%s\n", "\x{263a}"; }
{ use warnings; no warnings 'once'; print "\x{263a}\n"; }
{ use warnings; no warnings 'utf8'; print STDOUT "\x{263a}\n"; }
print STDOUT "\x{263a}\n";
