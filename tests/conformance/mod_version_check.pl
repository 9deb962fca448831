# `use Module VERSION` and `Module->VERSION(N)` (UNIVERSAL::VERSION) compare as perl's
# version objects do: 1.10 is older than 1.9, v-strings are dotted-decimal.
use strict;
use warnings;
use lib 'lib';
use Versioned 1.02;
use Versioned 1.05 ();
use Dotted 1.9.0;
use Dotted v1.10;

print Versioned::hello(), "\n";
print Versioned->VERSION, " ", Dotted->VERSION, "\n";
for my $want ('1.04', '1.050', '1.1', '1.10', 2, v1.5.0, 'v1.49.0', '1.05_01') {
    print eval { Versioned->VERSION($want); 1 } ? "$want: ok\n" : "$want: $@";
}
for my $want ('1.9', 'v1.10.3', 1.10.2, '1.011') {
    print eval { Dotted->VERSION($want); 1 } ? "$want: ok\n" : "$want: $@";
}
package NoVersion { sub f { 1 } }
print eval { NoVersion->VERSION(1); 1 } ? "ok\n" : $@;
print eval { Nowhere::At::All->VERSION(1); 1 } ? "ok\n" : $@;
print defined(NoVersion->VERSION) ? "defined\n" : "undef\n";
my $obj = bless {}, 'Versioned';
print $obj->VERSION, "\n";
print eval { UNIVERSAL::VERSION([], 1); 1 } ? "ok\n" : $@;
package Numeric { our $VERSION = 2.50; }
print Numeric->VERSION, "\n";
print eval { Numeric->VERSION(2.6); 1 } ? "ok\n" : $@;
