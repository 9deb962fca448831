# Which frame croak reports: calls between packages that trust each other (the same
# package, @ISA, @CARP_NOT) are skipped; $Carp::CarpLevel skips more; $Carp::Verbose
# makes croak confess; eval frames count as calls.
use strict;
use warnings;

package Base;
use Carp;
sub new { my $class = shift; return bless {@_}, $class }
sub check { my $self = shift; croak "Base check failed" unless $self->{ok}; 1 }
sub run { my $self = shift; return $self->check }

package Derived;
our @ISA = ('Base');
sub go { my $self = shift; return $self->run }

package Helper;
use Carp;
our @CARP_NOT = ('Client');
sub assist { croak "helper refused" }

package Client;
sub ask { Helper::assist() }

package Stranger;
sub ask { Helper::assist() }

package Chain::A;
use Carp;
sub chain_a { croak "from A" }
package Chain::B;
our @ISA = ('Chain::C');
sub chain_b { Chain::A::chain_a() }
package Chain::C;
our @ISA = ('Chain::A');

package main;
use Carp;

eval { Base->new(ok => 0)->check };
print "base direct: $@";
eval { Base->new(ok => 0)->run };
print "base via run: $@";
eval { Derived->new(ok => 0)->go };
print "derived (trusts Base by \@ISA): $@";
eval { Client::ask() };
print "helper from Client (\@CARP_NOT): $@";
eval { Stranger::ask() };
print "helper from Stranger: $@";
eval { Chain::B::chain_b() };
print "inherited chain: $@";

sub level_one { local $Carp::CarpLevel = 1; Base->new(ok => 0)->check }
sub level_two { level_one() }
eval { level_two() };
print "CarpLevel 1: $@";
sub level_deep { local $Carp::CarpLevel = 2; Base->new(ok => 0)->check }
sub deep_two { level_deep() }
sub deep_three { deep_two() }
sub deep_four { deep_three() }
eval { deep_four() };
print "CarpLevel 2: $@";

sub verbose_one { local $Carp::Verbose = 1; Helper::assist() }
eval { verbose_one(7) };
print "Verbose: $@";

# carp from a package, called through an eval block in another.
package Warner;
use Carp;
sub warn_me { carp "Warner says hi" }
package main;
eval { Warner::warn_me() };
sub via_sub { Warner::warn_me() }
via_sub();

# croak in a sub called by a sort block.
sub cmp_check { Base->new(ok => 0)->check }
my @s = eval { sort { cmp_check(); $a <=> $b } (2, 1) };
print "sort: $@";

# A croak caught, then rethrown with die; a __DIE__ hook sees croak's message once.
package Rethrow;
use Carp;
sub f { croak "rethrow me" }
package main;
eval { eval { Rethrow::f() }; print "inner: $@"; die "again: $@" };
print "outer: $@";
{
    my $count = 0;
    local $SIG{__DIE__} = sub { $count++ };
    eval { Rethrow::f() };
    print "hook ran $count time(s): $@";
}

# An uncaught confess: the backtrace on stderr and exit status 255.
sub top_confess { confess "uncaught confess" }
sub calls_top { top_confess(@_, 'end') }
print "about to confess\n";
calls_top(1);
