# "\o{...}": octal code points between braces (perl 5.14+).
print "\o{101}\o{ 102 }\o{1_03}\n";
my $s = "\o{777}";
print length($s), " ", ord($s), "\n";
print "a\o{12}b\n";
