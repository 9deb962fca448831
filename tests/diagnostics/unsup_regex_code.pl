use strict;
my $n = 0;
"aaa" =~ /a(?{ $n++ })/;
