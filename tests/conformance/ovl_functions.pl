# sqrt int log cos exp sin of objects: perl asks the overloading first (nomethod, or
# "no method found" unless fallback allows the numeric conversion; int is left to it).
package S; use overload '""' => sub { "16" };
package F; use overload '""' => sub { "16" }, fallback => 1;
package Z; use overload '""' => sub { "2.5" }, fallback => 0;
package N; use overload nomethod => sub { "nm:$_[3]" };
package main;
for my $o (bless({}, 'S'), bless({}, 'F'), bless({}, 'Z'), bless({}, 'N')) {
    for my $f ([sqrt => sub { sqrt($_[0]) }], [int => sub { int($_[0]) }], [log => sub { log($_[0]) }],
               [cos => sub { cos($_[0]) }], [exp => sub { exp($_[0]) }], [sin => sub { sin($_[0]) }]) {
        my $v = eval { $f->[1]->($o) };
        print ref($o), " $f->[0]: ", defined $v ? $v : "error: $@";
        print "\n" if defined $v;
    }
}
