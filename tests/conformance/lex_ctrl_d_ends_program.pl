# ^D where a token starts ends the program, as __END__ does.
print "a\n";

this is not perl at all
