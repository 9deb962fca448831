package Shape;
use strict;
use warnings;

sub new {
    my ($class, %args) = @_;
    my $self = bless { name => $args{name} // 'shape' }, $class;
    $self->init(%args);
    return $self;
}
sub init { }
sub area { 0 }
sub describe {
    my $self = shift;
    return sprintf "%s (%s) has area %.2f", $self->{name}, ref $self, $self->area;
}
1;
