my $count = 0;
sub counter :lvalue { $count }
counter() = 5;
print "$count\n";
