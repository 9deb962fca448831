# use MODULE VERSION of a module whose $VERSION is computed (File::Path: $VERSION = eval $VERSION) is checked as perl does.
use File::Path 2.06 qw(mkpath);
print "loaded\n";
use File::Path 3;
print "not reached\n";
