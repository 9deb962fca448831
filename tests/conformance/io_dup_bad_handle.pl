# open's dup of a handle that does not exist: EINVAL for the 2-argument form, EBADF for
# a closed one, and the 3-argument form dies "Bad filehandle"; fileno of a do block.
print fileno(do { \*STDOUT }), " ", fileno(do { \*STDERR }), "\n";
my $r = open my $b, "<&NOSUCH";
print "r=", ($r ? 1 : 0), " $!\n";
open my $save, "<&", \*STDIN or die;
close STDIN;
$r = open my $d, "<&STDIN";
print "r=", ($r ? 1 : 0), " $!\n";
$r = eval { open my $e, "<&", "NOSUCH"; 1 };
print "eval: ", ($r ? 1 : 0), " $@";
open my $e, "<&", "NOSUCH";
print "not reached\n";
