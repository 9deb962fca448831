print "\x{12";
