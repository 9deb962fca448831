# overload.pm's functions, inherited overloading, methods named by string, `no
# overloading`, and sort without a block on objects that overload cmp.
use strict;
use warnings;

package Base;
use overload '""' => 'as_string', '==' => 'equals', fallback => 1;
sub new { my ($class, %a) = @_; bless {%a}, $class }
sub as_string { "Base(" . $_[0]{id} . ")" }
sub equals { $_[0]{id} == (ref $_[1] ? $_[1]{id} : $_[1]) }

package Derived;
our @ISA = ('Base');
sub as_string { "Derived(" . $_[0]{id} . ")" }

package Plain;
sub new { bless {}, $_[0] }

package Rev;
use overload 'cmp' => sub { my ($a, $b, $s) = @_; my $r = "$b->{n}" cmp "$a->{n}"; $s ? -$r : $r },
             '""' => sub { $_[0]{n} };
sub new { bless { n => $_[1] }, $_[0] }

package main;

my $b = Base->new(id => 1);
my $d = Derived->new(id => 2);
print "$b $d\n";
print "b == 1\n" if $b == 1;
print "d == 2\n" if $d == Derived->new(id => 2);
print "Overloaded(Base): ", (overload::Overloaded('Base') ? 1 : 0), "\n";
print "Overloaded(d): ", (overload::Overloaded($d) ? 1 : 0), "\n";
print "Overloaded(Plain): ", (overload::Overloaded(Plain->new) ? 1 : 0), "\n";
print "StrVal: ", (overload::StrVal($b) =~ /^Base=HASH\(0x[0-9a-f]+\)$/ ? "plain" : "overloaded"), "\n";
my $m = overload::Method($d, '""');
print "Method: ", ref($m), " gives ", $m->($d), "\n";
print "Method(+): ", (defined overload::Method($d, '+') ? "defined" : "undef"), "\n";
print "Method(Plain): ", (defined overload::Method('Plain', '""') ? "defined" : "undef"), "\n";
{
    no overloading;
    print "no overloading: ", ("$b" =~ /^Base=HASH/ ? "address" : "string"), "\n";
}
print "overloading again: $b\n";
print "ref: ", ref($b), " ", ref($d), "\n";
print "isa: ", ($d->isa('Base') ? 1 : 0), "\n";

my @r = sort map { Rev->new($_) } qw(b a c);
print "sort: @r\n";
my @r2 = reverse sort { $a cmp $b } map { Rev->new($_) } qw(b a c);
print "reverse sort: @r2\n";
my %seen;
$seen{$_}++ for $b, $d, Base->new(id => 1);
print join(",", map { "$_=$seen{$_}" } sort keys %seen), "\n";
