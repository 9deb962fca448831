my $n = 0;
AGAIN: $n++;
if ($n < 3) { AGAIN: goto AGAIN }
