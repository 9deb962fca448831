eval { exit 4 };
print "not reached\n";
