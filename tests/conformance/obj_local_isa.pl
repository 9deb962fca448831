use strict;
use warnings;
package A; sub who { "A" }
package B; sub who { "B" }
package C; our @ISA = ('A');
package main;
my $o = bless [], 'C';
sub show { print $o->who, "\n" }
show();
{
    local @C::ISA = ('B');
    show();
}
show();
show();
print C->isa('A') ? "isa A\n" : "not A\n";
{
    local @C::ISA = ();
    eval { show() }; print $@;
    print C->isa('A') ? "isa A\n" : "not A\n";
}
show();
