use strict;
use warnings;

# BEGIN blocks run while compiling, END blocks run last in reverse order of definition.
print "main 1\n";
BEGIN { print "BEGIN 1\n" }
END { print "END 1 (defined first, runs last)\n" }

our @log;
BEGIN { push @log, "begin-time push" }
print "log at run time: @log\n";

my $lexical = "assigned at run time";
BEGIN { print "BEGIN 2 sees lexical: ", (defined $lexical ? "defined" : "undef"), "\n" }
print "main 2: $lexical\n";

sub helper { return "helper called" }
BEGIN { print "BEGIN 3 can call a sub defined above: ", helper(), "\n" }

END { print "END 2, exit status so far: $?\n" }

our $config;
BEGIN { $config = "set in BEGIN" }
print "config: $config\n";

for my $i (1 .. 2) {
    END { print "END 3 inside a loop body runs once\n" }
    print "loop $i\n";
}

sub maybe_end { END { print "END 4 inside a sub, registered at compile time\n" } return }

package Other;
END { print "END 5 in package ", __PACKAGE__, "\n" }
BEGIN { print "BEGIN 4 in package ", __PACKAGE__, "\n" }
package main;

END {
    $? = 3;
    print "END 6 sets the exit status to 3\n";
}
print "main 3, about to exit 0\n";
exit 0;
print "never\n";
