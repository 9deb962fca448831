use English;
"ab" =~ /b/;
print "$MATCH\n";
