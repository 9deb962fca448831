use strict;
use warnings;

# Hash assignment warnings: odd-sized lists, and a reference where a list was expected.
$SIG{__WARN__} = sub { print "W: $_[0]" };

my %h = (a => 1, b => 2, "c");
print "keys: ", join(",", sort keys %h), "; c is ", (defined $h{c} ? $h{c} : "undef"), "\n";

my %single = ("lonely");
print "single key count: ", scalar(keys %single), "\n";

my %from_ref = { x => 1 };
my ($k) = keys %from_ref;
print "key from a ref looks like: ", ($k =~ /^HASH\(0x[0-9a-f]+\)$/ ? "HASH(ADDR)" : $k), "\n";

my %from_aref = [1, 2];
print "array ref key count: ", scalar(keys %from_aref), "\n";

my $anon = { 1, 2, 3 };
print "anon hash keys: ", join(",", sort keys %$anon), "\n";

my @odd = (1 .. 5);
my %from_array = @odd;
print "from odd array: ", join(",", map { "$_=" . ($from_array{$_} // "undef") } sort keys %from_array), "\n";

sub pairs { return (k1 => "v1", "k2") }
my %from_sub = pairs();
print "from sub: ", join(",", sort keys %from_sub), "\n";

my %ok = (a => 1, b => 2);
%ok = (%ok, c => 3);
print "even list is fine: ", join(",", sort keys %ok), "\n";

my %empty = ();
%empty = (undef);
print "undef as a key: ", join(",", map { "[$_]" } keys %empty), "\n";

{
    no warnings 'misc';
    my %quiet = (1, 2, 3);
    print "quiet: ", scalar(keys %quiet), " keys\n";
}
print "done\n";
