# caller(N)'s elements 8 to 10: the calling statement's $^H (strict with its explicit
# bits, integer, utf8, the feature bundle, no overloading, perl's HINT_BLOCK_SCOPE),
# ${^WARNING_BITS} and %^H (features copied out of a bundle by `use feature`).
sub show {
    my @c = caller(0);
    my $hh = $c[10];
    printf "%-22s hints=%#x bits=%s hh=%s\n", $_[0], $c[8],
        defined $c[9] ? unpack("H*", $c[9]) : 'undef',
        $hh ? join(",", map {"$_=$hh->{$_}"} sort keys %$hh) : 'undef';
}
show("none");
{ use strict; show("strict"); }
{ use strict 'refs'; show("strict refs"); }
{ use strict; no strict 'refs'; show("strict, no refs"); }
{ use integer; show("integer"); }
{ use utf8; show("utf8"); }
{ use warnings; show("warnings"); }
{ use warnings; no warnings 'once'; show("no once"); }
{ use warnings; no warnings qw(void uninitialized); show("no void, uninit"); }
{ no warnings; show("no warnings"); }
{ use feature 'say'; show("say"); }
{ use feature 'unicode_strings'; show("unicode_strings"); }
{ use v5.10; show("v5.10"); }
{ use v5.12; show("v5.12"); }
{ use v5.16; show("v5.16"); }
{ use v5.24; show("v5.24"); }
{ use v5.28; show("v5.28"); }
{ use v5.36; show("v5.36"); }
{ use v5.36; no feature 'say'; show("v5.36 no say"); }
{ no overloading; show("no overloading"); }
{ use feature 'say'; no feature 'say'; show("say no say"); }
{ use feature 'bitwise'; show("bitwise"); }
{ use feature ':5.10'; show(":5.10"); }
{ use feature 'say'; use v5.10; show("say, then v5.10"); }
{ use feature 'say'; no feature; show("say, then no feature"); }
{ use v5.10; no feature 'say'; show("v5.10 no say"); }
{ use feature 'say'; { show("inner block") } }
{ use strict; use v5.12; show("strict, v5.12"); }
{ no strict 'refs'; use v5.12; show("no refs, v5.12"); }
sub inner { show("in sub") } inner();
