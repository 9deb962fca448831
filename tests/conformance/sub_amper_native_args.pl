# &NAME without parentheses of a native sub (an XS constant) does not hand the
# caller's @_ to the next sub called.
use Fcntl ();
sub show { print "show(@_)\n" }
sub o { my $x = &Fcntl::F_GETFD; show 'P', '<'; print "x=$x\n" }
o('sh', '-c');
sub p { my $x = &Fcntl::F_GETFD(); show(); &show; }
p('q');
