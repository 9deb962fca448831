package Foo;
sub TIEHASH { my ($c,@a)=@_; print "TIEHASH @a\n"; bless {d=>{}}, $c }
sub FETCH { print "FETCH $_[1]\n"; $_[0]{d}{$_[1]} }
sub STORE { print "STORE $_[1] $_[2]\n"; $_[0]{d}{$_[1]} = $_[2] }
sub EXISTS { print "EXISTS $_[1]\n"; exists $_[0]{d}{$_[1]} }
sub DELETE { print "DELETE $_[1]\n"; delete $_[0]{d}{$_[1]} }
sub CLEAR { print "CLEAR\n"; %{$_[0]{d}} = () }
sub FIRSTKEY { print "FIRSTKEY\n"; my @k = sort keys %{$_[0]{d}}; $_[0]{k} = \@k; shift @k }
sub NEXTKEY { print "NEXTKEY $_[1]\n"; shift @{$_[0]{k}} }
sub UNTIE { print "UNTIE\n" }
sub DESTROY { print "DESTROY\n" }
package main;
my $o = tie my %h, 'Foo', 1, 2;
print ref($o), "\n";
%h = (a => 1, b => 2);
print scalar(%h), "\n";
print "bool\n" if %h;
my @k = keys %h; print "@k\n";
my $n = keys %h; print "$n\n";
my @v = values %h; print "@v\n";
while (my ($k, $v) = each %h) { print "each $k $v\n" }
my @all = %h; print "@all\n";
print exists $h{a} ? "yes\n" : "no\n";
print delete $h{a}, "\n";
my %c = %h; print join(",", %c), "\n";
undef $o;
untie %h;
print "after\n";
print tied(%h) ? "tied\n" : "not\n";
