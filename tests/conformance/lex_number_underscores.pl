# Underscores in numeric literals, as perl's scan_num reads them: dropped between digits,
# accepted before and after an exponent's `e`, and "Misplaced _ in number" (once per
# literal, a `syntax` warning) after another underscore, at the end of a part, after
# the decimal point or a base prefix, and around an exponent's sign.
use strict;
use warnings;

print join(" ", 1_000_000, 1_2.3_4e5_6, .5_5, 0b1_0, 0x1_f, 01_7, 1e1_0), "\n";
print join(" ", 1e_3, 1_e3, 1.5_e2, 1e+_3, 1e_+3, 1.5e_2, 1e3_), "\n";
print join(" ", 1__2, 3_, 1_.5, 1._5, 1__2__3), "\n";
print join(" ", 0x_1, 0x1_, 0x1__2, 0b_1, 0b1__0, 01__7, 0_7, 07_), "\n";
my @r = (1_ .. 3);
print "@r\n";
{
    no warnings 'syntax';
    print 4__5, "\n";
}
