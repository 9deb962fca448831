# A keyword where our expects a variable.
our while = 1;
