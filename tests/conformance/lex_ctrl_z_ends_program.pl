# ^Z where a token starts ends the program.
print "a\n";  not perl either (
