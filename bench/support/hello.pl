# Start-up probe for bench/run.py: the smallest useful program (not a benchmark itself).
print "hello, world\n";
