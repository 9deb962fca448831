use strict; use warnings; use feature 'state';
sub counter { state $n = 0; state @seen; $n++; push @seen, $n; return "$n (@seen)" }
print counter(), "\n" for 1 .. 3;
sub once { state $x = do { print "init runs once\n"; 10 }; return $x++ }
print once(), " ", once(), " ", once(), "\n";
