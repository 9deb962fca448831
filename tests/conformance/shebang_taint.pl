#!/usr/bin/perl -T
# -T on the #! line alone: perl refuses at compile time.
print "not reached\n";
