# Forms Getopt::Long's code uses: `m;...;x` (a `;` delimits a pattern right after
# the `m`), `print $fh (LIST)` with a handle in a scalar, and `import Class;` after a
# `require Class` in a package whose own `import` exists (perl's indirect method call).
use strict;
use warnings;
my $spec = "name|n=s";
if ($spec =~ m;^
        ( \w+ ) (?: \| (\w+) )?   # name and alias
        = (s)$
    ;x) {
    print "name $1 alias $2 type $3\n";
}
my $fh = \*STDOUT;
print $fh ("list", " ", "in parens\n");
print STDOUT ("bareword handle\n");
my @l = (1, 2);
print $fh (@l), "\n";
print "\n";

package Helper;
sub import { print "Helper::import(@_)\n" }
package Loader;
sub import { print "Loader's own import\n" }
sub load {
    require Helper if 0;
    import Helper 'x', 'y';
}
package main;
$INC{'Helper.pm'} = 1;
Loader::load();
