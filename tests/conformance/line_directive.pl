# '# line N' directives set the line of the next line, in code and in POD (toke.c's
# S_incline); a '#' not at the start of a line, or a malformed one, is a comment.
use warnings;
my $u;
# line 100
print "a$u\n";
warn "here";
#line 200
warn "there";
  # line 300
warn "not a directive";
# line 7x
warn "nor this";
=pod

# line 900

=cut
warn "pod skipped";
# line 50  
die "end";
