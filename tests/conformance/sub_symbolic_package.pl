# A sub named by a string (&$name(), &{"name"}, \&$name, defined &$name) is looked up in
# the package of the statement, as perl qualifies a symbolic name (::name and the
# special names in main::).
package Foo;
sub t { "Foo::t" }
my $name = "t";
print &$name(), "\n";
print &{"t"}(), "\n";
my $r = \&$name;
print $r->(), "\n";
print defined &$name ? "defined\n" : "undefined\n";
print &{"::t"}(), "\n";
print &{"main::t"}(), "\n";
my $missing = "nope";
print defined &$missing ? "nope defined\n" : "nope undefined\n";
eval { &$missing() };
print "error: $@";
package Bar;
print &{"t"}(), "\n";
print &{"Foo::t"}(), "\n";
package main;
sub t { "main::t" }
print &$name(), "\n";
