# Tie::StdHash and Tie::Hash as base classes; SCALAR; untie and its warning; DESTROY.
use strict; use warnings;
require Tie::Hash;
package Upper;
our @ISA = ('Tie::StdHash');
sub STORE { $_[0]{uc $_[1]} = $_[2] }
sub FETCH { $_[0]{uc $_[1]} }
sub EXISTS { exists $_[0]{uc $_[1]} }
sub DESTROY { print "DESTROY ", ref $_[0], "\n" }
package Counted;
our @ISA = ('Tie::StdHash');
sub SCALAR { print "SCALAR\n"; 42 }
sub UNTIE { print "UNTIE $_[1]\n" }
package main;
my %plain = (kept => 1);
tie %plain, 'Upper';
$plain{abc} = 5;
$plain{Abc} += 2;
print "$plain{ABC} ", (exists $plain{aBc} ? "exists" : "missing"), "\n";
print "[", scalar(%plain), "]\n";
my @pairs = %plain;
print "@pairs\n";
my $obj = tied %plain;
untie %plain;
print "after untie: ", join(",", %plain), "\n";
undef $obj;
tie my %c, 'Counted';
print scalar(%c), "\n";
print "true\n" if %c;
$c{x} = 1;
my $r = \%c;
$r->{y} = 2;
print join(",", sort keys %$r), "\n";
untie %c;
print tied(%c) // 'not tied', "\n";
{
    tie my %scoped, 'Upper';
    $scoped{q} = 1;
    print "in scope\n";
}
print "left scope\n";
tie my %again, 'Upper';
tie %again, 'Upper';
print "retied\n";
my $keep = tied %again;
untie %again;
print "end\n";
