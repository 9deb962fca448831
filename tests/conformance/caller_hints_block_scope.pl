# The HINT_BLOCK_SCOPE bit of caller's hints follows perl's parser: a block's third
# statement on, `local`, `die`, `eval`, `use`, a package scalar used as an lvalue
# (assigned, incremented, referenced, passed to a sub, a `for` variable), and an inner
# block that had it.
sub h { printf "%-26s %#x\n", $_[0], (caller(0))[8] }
sub f {}
h("first");
h("second");
sub a1 { h("sub first") }
sub a2 { h("sub first of two"); h("sub second") }
sub a3 { my $x; h("after my") }
sub a5 { local $_; h("after local") }
sub a6 { if (1) { h("if block first") } }
sub a7 { for (1) { h("for block") } }
sub a8 { 1; h("after 1") }
sub a9 { $x = 1; h("after assign") }
sub b1 { use strict; h("after use strict") }
sub b2 { h("first") if 1; h("second") }
sub c1 { f($x); h("after f(\$x)") }
sub c2 { f($h{x}); h("after f(\$h{x})") }
sub c3 { for $x (1) {} h("after for \$x") }
sub c4 { my $r = \$x; h("after \\\$x") }
sub c5 { chomp $x; h("after chomp") }
sub c6 { $x =~ s/a/b/; h("after s///") }
sub c7 { @x = (); h("after \@x=") }
sub c8 { %x = (); h("after %x=") }
sub c9 { f($_); h("after f(\$_)") }
sub d1 { f(@x); h("after f(\@x)") }
sub d2 { $h{x} = 1; h("after \$h{x}=") }
sub d3 { my $y; $y = 1; h("third, after lexical =") }
sub d4 { $x++; h("after \$x++") }
sub d5 { for (1) {} h("after for") }
sub d7 { 1; 2; h("third") }
sub d8 { {1;2;3} h("after inner block of 3") }
sub d9 { if (1) { $x = 1 } h("after if with assign") }
sub e2 { die "x" if 0; h("after die") }
sub e3 { eval { 1 }; h("after eval") }
sub e4 { h("its own \$x") if f($x) }
sub e5 { my @a = map { $_ } 1; h("after map") }
sub e6 { my ($p, $q) = @_; h("after my list from \@_") }
sub e7 { shift; h("after shift") }
sub e8 { return h("in return") }
sub e9 { $_[0] = 1; h("after \$_[0]=") }
a1();
a2();
a3();
a5();
a6();
a7();
a8();
a9();
b1();
b2();
c1();
c2();
c3();
c4();
c5();
c6();
c7();
c8();
c9();
d1();
d2();
d3();
d4();
d5();
d7();
d8();
d9();
e2();
e3();
e4();
e5();
e6();
e7();
e8();
e9(my $z);
h("file, later");
