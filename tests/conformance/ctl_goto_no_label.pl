# goto without a label dies when it runs.
sub f { goto; }
print "before\n";
eval { f() };
print "E: $@";
goto;
print "not reached\n";
