# A UTF-8 byte-order mark at the start of the file is skipped.
print "bom\n";
warn "line\n" if __LINE__ == 3;
