#!/usr/bin/perl -wl
# -l on the #! line: print ends each call with a newline ($\ is "\n").
print "one";
print "two", "three";
printf "%s|", "printf is not affected";
print "";
