# Conversion overloading: "" 0+ bool and their substitutes, everywhere a value is
# turned into a string, a number or a truth value.
use strict;
use warnings;

package Name;
use overload '""' => sub { "Name<" . $_[0]{n} . ">" }, fallback => 1;
sub new { my ($class, $n) = @_; bless { n => $n }, $class }

package Count;
use overload '0+' => sub { $_[0]{c} }, fallback => 1;
sub new { bless { c => $_[1] }, $_[0] }

package Flag;
use overload 'bool' => sub { $_[0]{on} }, '""' => sub { $_[0]{on} ? "on" : "off" };
sub new { bless { on => $_[1] }, $_[0] }

package main;

my $n = Name->new("ann");
print "$n\n";
print "joined: ", join(",", $n, Name->new("bob")), "\n";
printf "%s|%10s|%-10s|\n", $n, $n, $n;
my %h = ($n => 1);
print "key: $_\n" for keys %h;
print "length ", length($n), "\n";
print "uc ", uc($n), "\n";
print "eq\n" if $n eq "Name<ann>";
print "lt\n" if $n lt "Z";
print "concat: " . $n . "!\n";
my $s = "pre ";
$s .= $n;
print "$s\n";
print "repeat: ", $n x 2, "\n";
print "match\n" if $n =~ /^Name<(\w+)>$/;
print "captured $1\n";
print "substr ", substr($n, 5, 3), "\n";
print "sorted: @{[ sort { $a cmp $b } Name->new('z'), Name->new('a'), Name->new('m') ]}\n";

my $c = Count->new(41);
print "count+1 = ", $c + 1, "\n";
print "count*2 = ", $c * 2, "\n";
print "as string: $c\n";
print "num eq\n" if $c == 41;
printf "%d %.2f %x\n", $c, $c, $c;
print "sqrt ", sqrt(Count->new(16)), "\n";
print "int ", int(Count->new(7)) , "\n";
my @a = (10, 20, 30, 40, 50);
print "index: $a[Count->new(2)]\n";

for my $on (0, 1) {
    my $f = Flag->new($on);
    print "flag $f is ", ($f ? "true" : "false"), "\n";
    print "not: ", (!$f ? "yes" : "no"), "\n";
    print "and: ", ($f && "right"), "\n";
    print "unless\n" unless $f;
}
my $f = Flag->new(1);
my $i = 0;
while ($f) { $i++; $f = Flag->new(0) if $i == 3 }
print "loops $i\n";
