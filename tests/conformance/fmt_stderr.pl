use strict;
use warnings;
use feature 'say';

print "a";
warn "b\n";
print "c\n";
print STDERR "to stderr 1\n";
print "stdout 1\n";
printf STDERR "%s=%d\n", "stderr value", 42;
printf "%s=%d\n", "stdout value", 43;
print STDERR "list", " ", "to", " ", "stderr", "\n";
my @a = (1, 2, 3);
print STDERR "@a\n";
print STDERR @a, "\n";
printf STDERR "[%5.1f]\n", 3.14159;
warn "warning with location";
print "stdout 2\n";
print STDERR "no newline on stderr";
print STDERR "\n";
for my $i (1 .. 3) {
    print "out $i\n";
    print STDERR "err $i\n";
}
say "finished";
