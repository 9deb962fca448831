use strict; use warnings;
use Storable qw(freeze nfreeze thaw dclone);
$Storable::canonical=1;
sub h { print unpack("H*", $_[0]),"\n" }
h(nfreeze([undef, 1, -1, 127, 128, -128, -129, 300, 2**31, -2**31-1, 2**40, 1.5, "abc", "x" x 300, "\x{263a}", \"s", \\"r"]));
my $a=[1]; h(nfreeze([$a,$a]));
h(nfreeze({b=>1,a=>2}));
h(nfreeze(bless {x=>1}, "Foo"));
h(nfreeze([bless([], "Foo"), bless([], "Foo")]));
h(nfreeze({"\x{263a}"=>1}));
h(nfreeze({"\xe9"=>1}));
my $u="\xe9"; utf8::upgrade($u); h(nfreeze({$u=>1}));
h(freeze([1, -1, 300, 2**40, 1.5, 18446744073709551615, "12", 12.0]));
my $c=[]; push @$c, $c; h(nfreeze($c));
h(nfreeze([\1, \"two"]));
