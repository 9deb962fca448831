# scalar(LIST): perl takes the parenthesised list as one comma expression, its value the
# last item's (Exporter::Heavy's scalar(push(@nontag, $_), $_)).
my @n; my $x = scalar(push(@n,5),7); print "$x @n\n";
my @a=(4,5); print scalar((1,2)), scalar(@a, 3), "\n";
sub f { print "f called\n"; 9 } print scalar(f(), "last"), "\n";
print scalar(@a), "\n";
