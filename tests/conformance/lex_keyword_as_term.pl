# A statement keyword where a term is expected.
my $x = if;
