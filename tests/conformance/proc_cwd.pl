# Cwd's cwd() on Linux runs /bin/pwd with backticks (Cwd.pm's _backtick_pwd).
use strict;
use warnings;
use Cwd;

chdir "/" or die "chdir: $!";
print "cwd: ", cwd(), "\n";
print "getcwd agrees: ", (cwd() eq getcwd() ? "yes" : "no"), "\n";
