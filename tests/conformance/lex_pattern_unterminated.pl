# A pattern that runs to the end of the file.
print "a\n";
m/abc
