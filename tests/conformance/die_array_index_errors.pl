use strict;
use warnings;

# Negative indices that reach before the start of an array.
my @a = (1, 2, 3);
print "read before start: ", (defined $a[-5] ? "defined" : "undef"), "\n";
print "exists before start: ", (exists $a[-5] ? 1 : 0), "\n";
my @copy = @a[-4, -1];
print "slice before start: ", join(",", map { defined $_ ? $_ : "u" } @copy), "\n";

my $ok = eval { $a[-4] = 0; 1 };
print "assign before start: ", ($ok ? "ok\n" : $@);
$ok = eval { my @b = (1); splice(@b, -5, 1); 1 };
print "splice before start: ", ($ok ? "ok\n" : $@);
$ok = eval { my @c = (1, 2); splice(@c, -2, 1); print "splice at -2 is fine: @c\n"; 1 };
$ok = eval { my $r = [1]; $r->[-2] = 5; 1 };
print "through a ref: ", ($ok ? "ok\n" : $@);
$ok = eval { my @e; $e[-1] = 1; 1 };
print "empty array: ", ($ok ? "ok\n" : $@);
print "array unchanged: @a\n";
my @d = (1, 2);
splice(@d, -5, 1);
print "not reached\n";
