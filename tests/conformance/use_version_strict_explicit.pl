# `use VERSION` from 5.11 on switches on each strict category that no `use strict` or
# `no strict` named before; below 5.11 it switches such categories off.
our $x = "package x";
{
    no strict 'refs';
    use v5.12;
    my $name = "x";
    print "symbolic: ${$name}\n";
}
{
    use v5.12;
    my $name = "x";
    print "strict refs: ", (eval { ${$name}; 1 } ? "allowed" : $@);
}
{
    use v5.12;
    no warnings 'deprecated';
    use v5.10;
    my $name = "x";
    print "after v5.10: ${$name}\n";
}
