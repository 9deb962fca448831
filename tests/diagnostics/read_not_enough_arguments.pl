# read needs a buffer and a length.
open(my $fh, "<", "/dev/null") or die;
read($fh, my $buf);
