my $x = 1;
AGAIN: $x++;
goto AGAIN if $x < 3;
