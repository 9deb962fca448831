sub f { goto OUTSIDE }
f();
OUTSIDE: print "x\n";
