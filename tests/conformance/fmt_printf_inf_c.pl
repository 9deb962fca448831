use strict;
use warnings;
use feature 'say';

printf "%c%c\n", 79, 75;
say "about to format Inf with %c";
printf "%c", 9**9**9;
say "not reached";
