# A double-quoted string that runs to the end of the file.
print "a\n";
print "abc;
