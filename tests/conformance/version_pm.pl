# The pure-Perl version.pm on top of the core class: qv imported, declare, is_lax,
# is_strict, and UNIVERSAL::VERSION through version::_VERSION.
use strict;
use warnings;
use version;
my $v = version->parse("1.2.3");
print "$v ", $v->numify, " ", $v->normal, "\n";
my $d = version->declare("1.2");
print "$d ", ref($d), " ", ($d->is_qv ? "qv" : "dec"), "\n";
my $q = qv("1.2");
print "$q\n";
print version->parse("1.02") <=> version->parse("1.2"), "\n";
print version::is_lax("1.2_3") ? "lax\n" : "not lax\n";
print version::is_strict("1.2_3") ? "strict\n" : "not strict\n";
print version::is_strict("v1.2.3") ? "strict\n" : "not strict\n";
my @sorted = sort { version->parse($a) <=> version->parse($b) } qw(1.10 1.9 1.2.3 0.5);
print "@sorted\n";
package Foo { our $VERSION = '1.05'; }
print Foo->VERSION, "\n";
eval { Foo->VERSION('1.10') }; print $@;
eval { Foo->VERSION(v1.10.0) }; print $@;
print "ok\n" if eval { Foo->VERSION(1.04); 1 };
