# A word where the loop variable goes.
for my if (1) { print "x\n" }
