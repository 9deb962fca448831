use strict;
use warnings;
use feature 'say';

# Integer literals in every base, with underscores and signs.
say "zero: ", 0;
say "plain: ", 42;
say "negative: ", -42;
say "underscore 1_000: ", 1_000;
say "underscore 1_000_000: ", 1_000_000;
say "odd underscores 1_2_3: ", 1_2_3;
say "hex 0x1f: ", 0x1f;
say "hex 0xff: ", 0xff;
say "hex 0XFF: ", 0XFF;
say "hex 0xDeadBeef: ", 0xDeadBeef;
say "hex 0x1_F: ", 0x1_F;
say "octal 017: ", 017;
say "octal 0777: ", 0777;
say "octal 00: ", 00;
say "octal 010: ", 010;
say "binary 0b101: ", 0b101;
say "binary 0B11: ", 0B11;
say "binary 0b1111_1111: ", 0b1111_1111;
say "binary 0b0: ", 0b0;
say "IV max: ", 9223372036854775807;
say "IV min: ", -9223372036854775808;
say "UV max: ", 18446744073709551615;
say "UV max + 1 literal: ", 18446744073709551616;
say "20 digits: ", 99999999999999999999;
say "18 digits: ", 123456789012345678;
say "negative hex: ", -0x10;
say "sum of bases: ", 0x10 + 010 + 0b10 + 10;
say "product of bases: ", 0x10 * 010 * 0b10;
say "minus zero int: ", -0;
say "leading plus: ", +5;
say "double negative: ", - -5;

# Float literals.
say "1.5: ", 1.5;
say "1e3: ", 1e3;
say "1E3: ", 1E3;
say "1e+3: ", 1e+3;
say "1e-3: ", 1e-3;
say ".5: ", .5;
say "-.5: ", -.5;
say "1.: ", 1.;
say "12.50: ", 12.50;
say "1_000.5: ", 1_000.5;
say "1e0: ", 1e0;
say "0e0: ", 0e0;
say "0.0: ", 0.0;
say "3.14159265358979: ", 3.14159265358979;
say "1.23456789012345678: ", 1.23456789012345678;
say "6.02e23: ", 6.02e23;
say "1.5e-7: ", 1.5e-7;

# Literals in arithmetic keep their value.
my $h = 0xff;
my $o = 0755;
my $b = 0b1010;
say "vars: $h $o $b";
say "h+o+b: ", $h + $o + $b;
say "string of hex literal: " . 0x1f;
say "hex literal eq '31': ", (0x1f eq "31" ? "yes" : "no");
