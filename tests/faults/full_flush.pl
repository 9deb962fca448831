# stdout: /dev/full
print "hello\n";
exit 0;
