# Unary minus on an object without a "neg" or "-" method: with fallback, perl
# negates the object's numeric conversion, which may be the "" method's string.
use strict;
use warnings;

package Name;
use overload '""' => sub { $_[0]{name} }, fallback => 1;
sub new { my ($class, $name) = @_; return bless { name => $name }, $class }

package Count;
use overload '0+' => sub { $_[0]{n} }, fallback => 1;
sub new { my ($class, $n) = @_; return bless { n => $n }, $class }

package Flag;
use overload 'bool' => sub { 1 }, fallback => 1;

package main;

print -Name->new("word"), "\n";
print -Name->new("-dash"), "\n";
print -Name->new("+plus"), "\n";
print -Name->new("12"), "\n";
print -Name->new("2.5"), "\n";
print -Count->new(5), "\n";
print -Count->new(-7), "\n";
print -(bless {}, 'Flag'), "\n";
my $o = Name->new("opt");
my $neg = -$o;
print "$neg\n";
print "abs: ", abs(Count->new(-3)), "\n";
