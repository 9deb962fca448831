use strict;
use warnings;
use feature 'say';

say "sqrt(16): ", sqrt(16);
say "sqrt(2): ", sqrt(2);
say "sqrt(0): ", sqrt(0);
say "sqrt(1e100): ", sqrt(1e100);
say "sqrt(0.25): ", sqrt(0.25);
say "sqrt('81'): ", sqrt('81');
say "sin(0): ", sin(0);
say "sin(1): ", sin(1);
say "sin(-1): ", sin(-1);
say "cos(0): ", cos(0);
say "cos(1): ", cos(1);
my $pi = 4 * atan2_free();
say "pi approx: ", $pi;
say "sin(pi): ", sin($pi);
say "cos(pi): ", cos($pi);
say "sin(pi/2): ", sin($pi / 2);
say "cos(pi/2): ", cos($pi / 2);
say "sin(pi/6): ", sin($pi / 6);
say "exp(0): ", exp(0);
say "exp(1): ", exp(1);
say "exp(-1): ", exp(-1);
say "exp(10): ", exp(10);
say "exp(709): ", exp(709);
say "log(1): ", log(1);
say "log(exp(1)): ", log(exp(1));
say "log(10): ", log(10);
say "log(2): ", log(2);
say "log(1000)/log(10): ", log(1000) / log(10);
say "log(0.5): ", log(0.5);
say "log(1e300): ", log(1e300);
say "hex('ff'): ", hex('ff');
say "hex('0xFF'): ", hex('0xFF');
say "hex('x1f'): ", hex('x1f');
say "hex('dead_beef'): ", hex('dead_beef');
say "hex(''): ", hex('');
say "hex('0'): ", hex('0');
say "hex('ffffffffffffffff'): ", hex('ffffffffffffffff');
say "oct('755'): ", oct('755');
say "oct('0755'): ", oct('0755');
say "oct('0x1f'): ", oct('0x1f');
say "oct('x1f'): ", oct('x1f');
say "oct('0b101'): ", oct('0b101');
say "oct('b101'): ", oct('b101');
say "oct('0o17'): ", oct('0o17');
say "oct(' 17 '): ", oct(' 17 ');
say "oct('0'): ", oct('0');
say "oct('1_0'): ", oct('1_0');
say "hex('10') + oct('10'): ", hex('10') + oct('10');
say "hex of the string '0x10': ", hex("0x10");
say "sqrt(2)**2: ", sqrt(2) ** 2;
say "exp(log(5)): ", exp(log(5));

sub atan2_free {
    # pi/4 via the Leibniz-like Machin formula, using only arithmetic.
    my $sum = 0;
    my $x = 1 / 5;
    my $term = $x;
    my $k = 1;
    my $sign = 1;
    for my $i (1 .. 20) {
        $sum += $sign * $term / $k;
        $term *= $x * $x;
        $k += 2;
        $sign = -$sign;
    }
    my $sum2 = 0;
    $x = 1 / 239;
    $term = $x;
    $k = 1;
    $sign = 1;
    for my $i (1 .. 10) {
        $sum2 += $sign * $term / $k;
        $term *= $x * $x;
        $k += 2;
        $sign = -$sign;
    }
    return 4 * $sum - $sum2;
}
