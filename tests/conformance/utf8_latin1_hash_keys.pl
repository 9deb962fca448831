# Hash keys from UTF-8-flagged strings (perl's hv.c): a character string whose
# characters all fit in Latin-1 is stored downgraded (HVhek_WASUTF8), so the upgraded
# and the byte spelling of "\xe9" are one key; keys/each give such a key back as a
# character string (utf8::is_utf8 true), and a later store with the byte spelling takes
# that back. Keys with characters above 0xFF stay UTF-8 and are not the same key as
# their UTF-8 bytes. Covers exists/delete/fetch/store, lvalue uses, list assignment,
# copies, slices, local, sub arguments, List::Util::uniq and Data::Dumper's keys.
use strict;
use warnings;
use List::Util qw(uniq uniqstr);
use Data::Dumper;

my $x = "\xe9";
my $y = $x;
utf8::upgrade($y);

sub flag { utf8::is_utf8($_[0]) ? "U" : "b" }
sub kflag { my ($k) = keys %{ $_[0] }; flag($k) }

my %h = ($x => 1);
print exists $h{$y} ? "found" : "missing", " v=$h{$y} ", kflag(\%h), "\n";
my %g = ($y => 2);
print exists $g{$x} ? "found" : "missing", " v=$g{$x} ", kflag(\%g), "\n";
my ($k) = keys %g;
print length($k), " ", ord($k), "\n";
$g{$x} = 3;
print scalar(keys %g), " $g{$y} ", kflag(\%g), "\n";
$g{$y} = 4;
print scalar(keys %g), " $g{$x} ", kflag(\%g), "\n";
my $v = $g{$x};
print "rvalue fetch keeps: ", kflag(\%g), "\n";

# Lvalue uses store through the key: it takes this spelling's flag.
%h = ($x => 1); $h{$y}++;         print kflag(\%h), $h{$x}, "\n";
%h = ($x => 1); my $r = \$h{$y};  print kflag(\%h), "\n";
%h = ($x => 1); $h{$y} //= 5;     print kflag(\%h), "\n";
%h = ($x => 1); $h{$y} .= "z";    print kflag(\%h), $h{$x}, "\n";
%h = ($x => 1); my $e = exists $h{$y}; print kflag(\%h), "\n";

# List assignment: one key, the last spelling's flag and value.
%h = ($x => 1, $y => 2); print kflag(\%h), scalar(keys %h), $h{$x}, "\n";
%h = ($y => 1, $x => 2); print kflag(\%h), scalar(keys %h), $h{$x}, "\n";

# Copies, flattening, each.
my %c = %g;
print kflag(\%c), "\n";
my @l = %g;
print flag($l[0]), "\n";
while (my ($kk) = each %g) { print "each ", flag($kk), "\n" }

# Deferred elements passed to a sub, local.
sub set7 { $_[0] = 7 }
sub touch { }
my %d;
set7($d{$y});
print kflag(\%d), exists $d{$x} ? " exists" : " absent", "\n";
%d = ();
touch($d{$y});
print scalar(keys %d), "\n";
our %o = ($x => 1);
{
    local $o{$y} = 2;
    print kflag(\%o), scalar(keys %o), $o{$x}, "\n";
}
print kflag(\%o), scalar(keys %o), $o{$x}, "\n";
our %o2;
{
    local $o2{$y} = 2;
    print kflag(\%o2), "\n";
}
print scalar(keys %o2), "\n";

# Slices.
my %s = ($x => 1, b => 2);
my @sv = @s{$y, "b"};
print "@sv\n";
my %kv = %s{$y};
print join(",", map { flag($_) } keys %kv), "\n";
delete @s{$y, "nope"};
print scalar(keys %s), "\n";

# Wide keys stay UTF-8 and differ from their UTF-8 bytes.
my %w = ("\x{100}" => 1, "a\x{e9}" => 2, "\x{263a}x" => 3);
my @wide = grep { ord($_) == 256 } keys %w;
print scalar(@wide), " ", flag($wide[0]), " ", length($wide[0]), "\n";
print join(",", sort map { length } keys %w), "\n";
$w{"\xc4\x80"} = 4;
print scalar(keys %w), " ", $w{"\x{100}"}, $w{"\xc4\x80"}, "\n";
delete $w{"\x{100}"};
print exists $w{"\xc4\x80"} ? "bytes key stays" : "gone", " ", exists $w{"\x{100}"} ? "wide stays" : "wide gone", "\n";
my %bb = ("\xc4\x80" => 1);
print exists $bb{"\x{100}"} ? "f" : "m", "\n";
my $z = "a\x{e9}";
utf8::upgrade($z);
print exists $w{$z} ? "f" : "m", "\n";

# Pure ASCII upgraded: the same key, given back flagged.
my $as = "abc";
utf8::upgrade($as);
my %a2 = ($as => 1);
print kflag(\%a2), exists $a2{abc} ? "f" : "m", "\n";
# Numbers and upgraded digit strings.
my %nh = (12 => 1);
my $sk = "12";
utf8::upgrade($sk);
print exists $nh{$sk} ? "f" : "m", kflag(\%nh), "\n";
$nh{$sk} = 2;
print kflag(\%nh), "\n";

# List::Util's uniq counts values as hash keys.
print scalar(uniq($x, $y, "\xc3\xa9")), scalar(uniqstr($y, $x)), "\n";
my @u = uniq($y, $x);
print flag($u[0]), "\n";

# Data::Dumper sorts keys with sv_cmp and quotes character-string keys with "\x{..}".
$Data::Dumper::Sortkeys = 1;
$Data::Dumper::Indent = 1;
print Dumper({ "\x{100}" => 1, $y => 2, "a$y" => 3, "b$x" => 4 });
$Data::Dumper::Useqq = 1;
print Dumper({ "\x{100}" => 1, $y => 2 });
