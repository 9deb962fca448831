use v5.36;
sub retry ($times, @delays = (1, 2)) { 1 }
