# Bitwise operators on objects: the numeric and string forms (use v5.28) ask the
# overloading first, as perl does (no method found unless fallback allows the conversion).
use v5.28;
package S; use overload '""' => sub { "6" };
package Y; use overload '""' => sub { "6" }, fallback => 1;
package main;
for my $o (bless({}, 'S'), bless({}, 'Y')) {
    for my $c (sub { $_[0] | 1 }, sub { $_[0] & 3 }, sub { $_[0] ^ 1 }, sub { ~$_[0] & 0xff }, sub { $_[0] |. "1" }, sub { ~.$_[0] }) {
        my $v = eval { $c->($o) };
        print ref($o), ": ", defined $v ? "[$v]\n" : "error: $@";
    }
}
