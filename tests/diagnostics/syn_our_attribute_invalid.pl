# An our variable's attribute is applied at compile time.
our $x :Bogus = 1;
