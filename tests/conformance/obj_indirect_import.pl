# `new Foo(...)` / `new Foo` (indirect object syntax on a known class), a class with no
# import method (perl calls it as nothing), and \*STDOUT / \*STDERR as handles.
use strict;
use warnings;
package Foo;
sub new { my $c = shift; return bless [@_], $c }
sub n { return scalar @{ $_[0] } }
package main;
my $o = new Foo(1, 2, 3);
print ref($o), " ", $o->n, "\n";
my $p = new Foo;
print $p->n, "\n";
Foo->import(qw(a b));
Foo->unimport;
my @r = Foo->import;
print "import gave ", scalar(@r), " values\n";
my $out = \*STDOUT;
print $out "via glob ref\n";
print {$out} "in a block\n";
printf $out "%s %s\n", ref($out), "printf";
my $err = \*STDERR;
print $err "to stderr\n";
print $out <<EOT;
a here-document to a handle in a scalar
EOT
print {*STDOUT} "print {*STDOUT}\n";
print {*STDERR} "print {*STDERR}\n";
