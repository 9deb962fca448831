package Shape::Circle;
use strict;
use warnings;
use parent 'Shape';

sub init { my ($self, %a) = @_; $self->{r} = $a{r} // 1 }
sub area { my $self = shift; return 3.14159265 * $self->{r} ** 2 }
1;
