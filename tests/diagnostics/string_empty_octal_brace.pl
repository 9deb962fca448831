print "\o{}";
