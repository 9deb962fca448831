package HintsPragma;
# A lexical pragma of the program's own: its import and unimport set %^H entries, which
# caller's hint hash shows to code compiled in their scope.
sub import { $^H{hints_pragma} = 1; $^H{hints_level} = $_[1] // 'default'; }
sub unimport { $^H{hints_pragma} = 0; delete $^H{hints_level}; }
sub in_effect {
    my $h = (caller 0)[10];
    return join(",", map { "$_=" . ($h->{$_} // 'undef') } grep { /^hints_/ } sort keys %{ $h || {} });
}
1;
