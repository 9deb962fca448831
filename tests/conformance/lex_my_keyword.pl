# A keyword where my expects a variable: perl takes it for a class name.
my if = 2;
print "not reached\n";
