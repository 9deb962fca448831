sub f { 1 }
sub g { goto &f(1) }
