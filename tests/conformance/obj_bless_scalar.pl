package Foo; sub hi { "hi from " . ref($_[0]) . " " . ${$_[0]} }
package main;
my $x = 1; my $r = bless \$x, 'Foo';
$x = "str"; print ref $r, "\n"; print $r->hi, "\n";
$x = 42; $x++; $x .= "z"; $x += 0.5; print ref $r, "\n";
my @a = (1,2); my $ar = bless \@a, 'Foo'; @a = (); push @a, 3; print ref $ar, "\n";
my %h; my $hr = bless \%h, 'Foo'; %h = (a => 1); print ref $hr, "\n";
$x = undef; print ref $r, "\n";
$x = [1]; print ref $r, "\n";
