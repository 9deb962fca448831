my $x = 1;
print "\N{NO SUCH NAME}";
