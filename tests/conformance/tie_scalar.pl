# tie of a package scalar: TIESCALAR, FETCH on each read, STORE on each write (no
# FETCH before a plain assignment), tied, untie (UNTIE, then the object goes), the
# methods' own reads and writes of the variable seeing its plain value.
use strict;
use warnings;

package Logged;
sub TIESCALAR {
    my ($class, $v) = @_;
    print "TIESCALAR($class, $v)\n";
    return bless { v => $v, reads => 0 }, $class;
}
sub FETCH {
    my $self = shift;
    $self->{reads}++;
    print "FETCH -> $self->{v}\n";
    return $self->{v};
}
sub STORE {
    my ($self, $v) = @_;
    print "STORE($v)\n";
    $self->{v} = $v;
}
sub UNTIE { print "UNTIE\n" }
sub DESTROY { print "DESTROY $_[0]{reads} reads\n" }

package Upper;
# STORE normalises the value; the assignment inside STORE to the tied variable itself
# stores without calling STORE again (as Math::BigInt's $rnd_mode does).
our $mode;
sub TIESCALAR { my $x = 'even'; bless \$x, shift }
sub FETCH { ${ $_[0] } }
sub STORE { my ($s, $v) = @_; $$s = uc $v; $mode = "set:$v"; }

package main;

our $x;
our $count = 0;
my $obj = tie $x, 'Logged', 10;
print "tie returned a ", ref($obj), "\n";
print "read: $x\n";
my $y = $x + 5;
print "y = $y\n";
$x = 20;
print "after assignment\n";
$x .= "!";
print "now: $x\n";
$x = 3;
$x += 4;
print "sum: $x\n";
$x++;
print "inc: $x\n";
sub show { print "arg: $_[0]\n" }
show($x);
print "length: ", length($x), "\n";
print "tied: ", ref(tied $x), "\n";
print "same object: ", (tied($x) == $obj ? "yes" : "no"), "\n";
undef $obj;
untie $x;
print "untied: ", (defined(tied $x) ? "still" : "no"), "\n";
print "value after untie: $x\n";

tie $Upper::mode, 'Upper';
$Upper::mode = 'odd';
print "mode: $Upper::mode\n";
tie our $m2, 'Upper';
$m2 = "zero";
print "m2: $m2 (Upper::mode = $Upper::mode)\n";
print "untie of an untied scalar: ", untie(our $plain) ? "true" : "false", "\n";
print "tied of an untied scalar: ", defined(tied $plain) ? "defined" : "undef", "\n";
