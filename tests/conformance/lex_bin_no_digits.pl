# A binary literal with no digits is a compile-time error.
print 0b;
