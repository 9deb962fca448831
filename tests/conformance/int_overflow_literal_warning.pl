# Integer overflow in a hexadecimal, binary or octal literal is a default warning
# (perl's S overflow): shown without `use warnings`, silenced by `no warnings`.
my $h = 0x1_0000_0000_0000_0000;
my $b = 0b11111111111111111111111111111111111111111111111111111111111111111;
my $o = 07777777777777777777777;
print "$h $b $o\n";
{
    no warnings;
    my $q = 0x1_0000_0000_0000_0000;
    print "$q\n";
}
use warnings;
my $w = 0x1_0000_0000_0000_0000;
print "$w\n";
