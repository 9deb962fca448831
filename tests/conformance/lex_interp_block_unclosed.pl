# ${ opened inside a string and never closed.
print "a ${ ";
