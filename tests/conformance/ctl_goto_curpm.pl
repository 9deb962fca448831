# After a goto that leaves blocks, the last successful match is the one in effect where
# the label's block (perl's target context) started; a goto within one block keeps it.
"xyz" =~ /(y)/;
sub out_of_loop { "abc" =~ /(b)/; for (1) { goto L } L: print "out of a loop: [$1]\n" }
out_of_loop();
sub out_of_if { "abc" =~ /(b)/; if (1) { my $z; goto L } L: print "out of an if: [$1]\n" }
out_of_if();
sub same_block { "abc" =~ /(b)/; goto L; L: print "same block: [$1]\n" }
same_block();
sub nested { "abc" =~ /(b)/; while (1) { "q" =~ /(q)/; if (1) { goto L } } L: print "nested: [$1]\n" }
nested();
for my $x (1) {
    "abc" =~ /(c)/;
    for my $y (1) { "d" =~ /(d)/; if (1) { goto N } }
  N: print "loop body: [$1]\n";
}
{ "e" =~ /(e)/; { "f" =~ /(f)/; goto O; } O: print "bare block: [$1]\n" }
my $r = do { "g" =~ /(g)/; { goto P } P: "do block: [$1]" };
print "$r\n";
sub last_statement { if (1) { "h" =~ /(h)/; { "i" =~ /(i)/; goto Q; } Q: "last statement: [$1]\n" } }
print last_statement();
