# vec's warnings: uninitialized and non-numeric operands (named as perl names them),
# and "Bit vector size > 32 non-portable" for 64-bit elements, once for each read and
# write of the element.
use strict;
use warnings;

my ($u, $off, $bits);
print vec($u, 0, 8), "\n";
print vec("abc", $off, 8), "\n";
print vec("abc", "1x", "8 bits"), "\n";
print vec($u, -1, 8), "\n";
my %h;
print vec($h{missing}, 0, 8), "\n";

# An undefined target of an assignment is quietly an empty string ...
my $t;
vec($t, 0, 8) = 1;
my $t2;
my $r = (vec($t2, 1, 8) = 2);
# ... but an operator that reads it first warns in its own name.
my ($p, $q, $s, $z);
vec($p, 0, 8) |= 1;
vec($q, 0, 8) += 1;
vec($s, 0, 8)++;
vec($z, 0, 8) ||= 1;
my $w;
vec($w, 0, 8) = undef;
vec($w, 0, 8) = "3q";
vec($w, 0, 8) .= "x";
vec($w, 0, 8) += "4y";
print join(" ", map { unpack "H*", $_ } $t, $t2, $p, $q, $s, $z, $w), " $r\n";

my $big = '';
print "read\n";
my $x = vec($big, 0, 64);
print "assign\n";
vec($big, 0, 64) = 1;
print "assign, value used\n";
$x = (vec($big, 0, 64) = 2);
print "op-assign\n";
vec($big, 0, 64) |= 4;
print "increment\n";
vec($big, 0, 64)++;
print "value: ", vec($big, 0, 64), "\n";
{
    no warnings 'portable';
    vec($big, 1, 64) = 1;
}
print unpack("H*", $big), "\n";
