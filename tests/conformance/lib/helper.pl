# A library of the old style: a file of subs, loaded with require "file".
sub helper_add { return $_[0] + $_[1] }
$main::helper_loaded++;
1;
