# foreach followed by a word.
foreach if (1) { print "x\n" }
