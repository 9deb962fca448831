package BeginLexicals;
use strict;
use warnings;
# A BEGIN block of a module with lexicals of its own and a glob assignment (run at
# compile time inside the module's own scope).
BEGIN {
    for my $name (qw(wrapped)) {
        my $orig = 41;
        my $new = sub { $orig + 1 };
        no strict 'refs';
        *{$name} = $new;
    }
}
# Code a BEGIN-time glob assignment installed, then a definition of the same name: the
# definition is what remains (perl compiled it after the BEGIN block ran).
BEGIN { no strict 'refs'; *{"BeginLexicals::replaced"} = sub { "from BEGIN" }; }
{
    no warnings 'redefine';
    sub replaced { "from the definition" }
}
1;
