# call/method: method calls on a blessed object, direct and inherited through @ISA.
use strict;
use warnings;

my $scale = $ENV{BENCH_SCALE} || 1;
my $n = int(2_000_000 * $scale) || 1;

package Base;
sub new { my ($class, $v) = @_; return bless { v => $v }, $class }
sub value { return $_[0]{v} }
sub bump { my ($self, $d) = @_; $self->{v} += $d; return $self->{v} }

package Derived;
our @ISA = ('Base');
sub twice { my $self = shift; return 2 * $self->value }

package main;

my $obj = Derived->new(1);
my $sum = 0;
for (my $i = 0; $i < $n; $i++) {
    $sum += $obj->twice;          # direct, which calls an inherited method
    $sum += $obj->bump($i & 3);   # inherited, with an argument
    $sum %= 1_000_000_007;
}
print "$sum ", $obj->value, "\n";
