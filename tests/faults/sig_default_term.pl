# signal: TERM after 300ms
# no handler: the default disposition kills the sleeping program (status 143)
print STDERR "waiting\n";
sleep 10;
print "not reached\n";
