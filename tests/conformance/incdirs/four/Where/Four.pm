package Where::Four;
print "Four: ", __FILE__, "\n";
1;
