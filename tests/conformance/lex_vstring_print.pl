# A version string after print is no filehandle.
print v65.66, "\n";
print v65.66.67, "\n";
print 65.66.67, "\n";
print v65.66 . "x", "\n";
