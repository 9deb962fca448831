my $l = "L";
goto $l;
