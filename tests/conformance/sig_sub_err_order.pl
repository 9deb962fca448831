use v5.36;

# perl reports each misplaced parameter and goes on.
sub setup ($name = "app", %opts, $verbose) { 1 }
sub pick ($first = 1, $second,
    @rest, @more) { 1 }
say "not reached";
