# fields.pm's own errors and warnings, and Hash::Util's warning for a value locked in an
# unlocked hash.
use strict;
use warnings;
use Hash::Util qw(lock_value unlock_value legal_ref_keys hidden_ref_keys);

package Shape;
use fields qw(x y _cache);

package Circle;
use base 'Shape';
use fields qw(radius);

package main;

my $c = fields::new('Circle');
$c->{radius} = 2;
$c->{x} = 1;
print "circle legal: ", join(",", sort(legal_ref_keys($c))), "\n";
print "circle hidden: ", join(",", sort(hidden_ref_keys($c))), "\n";
print "private not inherited: ", (exists $Circle::FIELDS{_cache} ? "inherited" : "not inherited"), "\n";
eval { $c->{_cache} = 1 };
print "private store: $@";
eval { fields->import('x') };
print "import again: ", ($@ ? $@ : "ok\n");

my %plain = (k => 1);
{
    my @warnings;
    local $SIG{__WARN__} = sub { push @warnings, $_[0] };
    lock_value(%plain, 'k');
    print "warned: ", scalar(@warnings), " ", $warnings[0];
}
eval { $plain{k} = 2 };
print "plain store: $@";
unlock_value(%plain, 'k');
$plain{k} = 3;
print "plain: $plain{k}\n";
print "SvREADONLY: ", (Internals::SvREADONLY(%plain) ? 1 : 0), "\n";
Internals::SvREADONLY(%plain, 1);
eval { $plain{new} = 1 };
print "by hand: $@";
print "returns: [", Internals::SvREADONLY(%plain, 0), "]\n";
$plain{new} = 1;
print "keys: ", join(",", sort keys %plain), "\n";
my $s = "text";
Internals::SvREADONLY($s, 1);
eval { $s = "other" };
print "scalar: $@";
eval { &Internals::SvREADONLY("x") };
print "usage: $@";
eval { legal_ref_keys([]) };
print "not a hash: $@";
