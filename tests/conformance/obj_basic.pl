use strict;
use warnings;

package Counter;

sub new {
    my ($class, %args) = @_;
    my $self = { count => $args{start} // 0, name => $args{name} };
    return bless $self, $class;
}

sub inc { my $self = shift; $self->{count}++; return $self }
sub count { $_[0]->{count} }
sub name { my $s = shift; $s->{name} = shift if @_; $s->{name} }

package main;

my $c = Counter->new(name => "a", start => 5);
$c->inc;
$c->inc->inc;
print $c->count, "\n";
print $c->name, "\n";
$c->name("b");
print $c->name(), "\n";
print ref($c), "\n";
print(($c =~ /^Counter=HASH\(0x[0-9a-f]+\)$/) ? "str ok\n" : "str bad: $c\n");
my $addr = $c + 0; my $a2 = 0 + $c;
print(($addr == $a2 && $addr > 4096) ? "num ok\n" : "num bad\n");
my $d = $c;
print(($c == $d) ? "same\n" : "different\n");
my $e = Counter->new;
print(($c == $e) ? "same\n" : "different\n");
print defined($e->name) ? "def\n" : "undef\n";
my $class = "Counter";
my $f = $class->new(start => 10);
print $f->count, "\n";
my $m = "count";
print $f->$m(), "\n";
print $f->$m, "\n";
my $cr = \&Counter::count;
print $f->$cr(), "\n";
print Counter::->new(start => 3)->count, "\n";
my $obj = bless [1, 2, 3], 'Arr';
print ref($obj), " ", scalar(@$obj), "\n";
print(("$obj" =~ /^Arr=ARRAY/) ? "arr ok\n" : "arr bad\n");
my $sref = \my $x;
bless $sref, 'Sc';
print ref($sref), "\n";
bless $obj, 'Other';
print ref($obj), "\n";
package Foo;
my $o = bless {};
print ref($o), "\n";
package main;
print ref(bless {}), "\n";
print ref(bless({}, 'A::B')), "\n";
print ref(\$c), "\n";
print ref([]), "\n";
