# require of a name computed at run time: plugins found by a pattern of their directory
# ("Plugin/$name.pm"), a missing one in eval, and %INC afterwards.
use strict;
use warnings;
use lib 'lib';
for my $name (qw(Hello Bye Missing Hello)) {
    my $class = "Plugin::$name";
    if (eval { require "Plugin/$name.pm"; 1 }) {
        print "$name: ", $class->run, "\n";
    } else {
        (my $e = $@) =~ s/\(\@INC contains: [^)]*\)/(\@INC contains: ...)/;
        print "$name failed: $e";
    }
}
my $file = "Plugin/Bye.pm";
print "again: ", (require $file), "\n";
print join(",", grep { m{^Plugin} } sort keys %INC), "\n";
