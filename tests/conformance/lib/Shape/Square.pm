package Shape::Square;
use strict;
use warnings;
use base 'Shape';

sub init { my ($self, %a) = @_; $self->{side} = $a{side} // 1 }
sub area { $_[0]{side} ** 2 }
1;
