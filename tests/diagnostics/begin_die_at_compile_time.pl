use strict;
BEGIN {
    die "stop here\n" }
BEGIN { no strict "refs"; *{"main::f"} = sub { 42 } }
print f(), "\n";
