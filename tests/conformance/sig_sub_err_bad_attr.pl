sub handler :Prototype($) { 1 }
print "not reached\n";
