use strict;
my $n = 1;
formline("@<<< @>>>\n", "a", "b");
