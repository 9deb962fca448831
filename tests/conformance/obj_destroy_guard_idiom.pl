use strict; use warnings;
package Scope::Guard;
sub new { my ($class, $cb) = @_; return bless { cb => $cb, active => 1 }, $class }
sub dismiss { $_[0]{active} = 0 }
sub DESTROY { my $self = shift; $self->{cb}->() if $self->{active} }
package Logger;
my $depth = 0;
sub enter { my $name = shift; print "  " x $depth, "enter $name\n"; $depth++; return Scope::Guard->new(sub { $depth--; print "  " x $depth, "leave $name\n" }) }
package main;
sub work {
    my ($n) = @_;
    my $g = Logger::enter("work($n)");
    return 1 if $n <= 0;
    work($n - 1);
    die "boom at $n\n" if $n == 2;
    return $n;
}
eval { work(3) };
print "error: $@";
{
    my $g = Scope::Guard->new(sub { print "should not run\n" });
    $g->dismiss;
}
my @stack;
{
    push @stack, Scope::Guard->new(sub { print "stack guard $_\n" }) for 1 .. 3;
}
print "stack has ", scalar(@stack), "\n";
@stack = ();
print "done\n";
