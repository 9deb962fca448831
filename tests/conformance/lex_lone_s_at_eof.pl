# A lone s at the end of the file: a substitution with no pattern.
print "a\n";
s