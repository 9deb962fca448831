# %{"Pkg::"}: the names of a package's globs and subs, inner packages as Inner::,
# element globs, empty and missing packages, and the BEGIN, END, INIT and __ANON__
# entries perl makes for use/no, phase blocks and anonymous subs.
package Foo; our $x = 1; our @list = (1); sub bar { 1 } sub baz { 2 }
package Foo::Inner; sub deep { }
package Empty;
package main;
no strict 'refs';
for my $p ("Foo", "Foo::Inner", "Nope") {
    my @k = sort keys %{"${p}::"};
    print "$p: @k\n";
    print "$p has bar: ", (exists ${"${p}::"}{bar} ? 1 : 0), "\n";
}
my $g = ${"Foo::"}{bar};
print "glob: $g\n";
for my $name (sort keys %{"Foo::"}) {
    next unless defined &{"Foo::$name"};
    print "sub $name\n";
}
print "inner: ", ${"Foo::"}{"Inner::"}, "\n";
print scalar(%{"Nope::"}) ? "nope has\n" : "nope empty\n";
print scalar(%{"Foo::"}) ? "foo has\n" : "foo empty\n";
package Bar; use 5.010; sub x{} package Baz; no warnings; sub y{} package Q; END {} INIT {} package W; my $s = sub {}; package main; print join(" ", map { "$_: " . join(",", sort keys %{"${_}::"}) } qw(Bar Baz Q W)), "\n"
