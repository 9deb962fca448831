use strict;
my $n = 1;
my $o = Foo::->new;
