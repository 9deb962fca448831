# undef &NAME: the body goes; references and calls by name die as perl says; AUTOLOAD may not undef itself while it runs.
sub foo { "foo body" }
my $r = \&foo;
print defined &foo ? "defined\n" : "undefined\n";
print foo(), "\n";
undef &foo;
print defined &foo ? "defined\n" : "undefined\n";
eval { foo() }; print $@;
eval { $r->() }; print $@;
package P;
our $AUTOLOAD;
sub AUTOLOAD { print "AUTOLOAD $AUTOLOAD\n"; undef &AUTOLOAD; }
P::x();
eval { P::y() }; print $@;
