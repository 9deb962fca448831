# Hexadecimal, binary and octal floating point literals (a binary exponent is required).
print 0x1.8p1, " ", 0x1p-2, " ", 0x.8p1, " ", 0x1.p1, " ", 0xAp0, " ", 0x10p-1, "\n";
print 0b1.1p0, " ", 01.1p0, " ", 0x1.8P+1, " ", 0x1_0.8p0, "\n";
print 0x1.921fb54442d18p1, "\n";
# without an exponent the dot is concatenation
print 0x1.8, " ", 01.1, "\n";
