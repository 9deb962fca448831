# A lone y at the end of the file, then blank lines.
print "a\n";
y

