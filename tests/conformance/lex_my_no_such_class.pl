# A typed declaration with a class that does not exist.
my Nosuch $x;
