use strict; use warnings;
use Storable qw(freeze nfreeze thaw dclone store nstore retrieve);
$Storable::canonical = 1;
my $data = { list => [1, 2.5, "three", undef, [4, 5]], name => "caf\x{e9}", smile => "\x{263a}", n => -70000, big => 2**40 };
$data->{self} = $data->{list};
for my $f (\&freeze, \&nfreeze) {
  my $img = $f->($data);
  my $back = thaw($img);
  print join(",", map { defined $_ ? (ref $_ ? "[@$_]" : $_) : "undef" } @{$back->{list}}), "\n";
  print "shared\n" if $back->{self} == $back->{list};
  print length($back->{smile}), " ", ($back->{name} eq "caf\x{e9}" ? "ok" : "bad"), " $back->{n} $back->{big}\n";
  print unpack("H*", $img), "\n";
}
my $copy = dclone($data);
push @{$copy->{list}}, "more";
print scalar(@{$data->{list}}), " vs ", scalar(@{$copy->{list}}), "\n";
print "shared in copy\n" if $copy->{self} == $copy->{list};
package Point { sub new { my ($c,%a)=@_; bless {%a}, $c } sub x { $_[0]{x} } sub norm { my $s=shift; sqrt($s->{x}**2+$s->{y}**2) } }
my $p = Point->new(x=>3, y=>4);
my $q = thaw(freeze([$p, $p]));
print ref($q->[0]), " ", $q->[0]->norm, " ", ($q->[0] == $q->[1] ? "same" : "diff"), "\n";
use File::Temp qw(tempdir); my $dir = tempdir(CLEANUP => 1);
store($data, "$dir/a.sto") or die;
nstore([1,2,3], "$dir/b.sto") or die;
my $r = retrieve("$dir/a.sto"); print "$r->{list}[2]\n";
$r = retrieve("$dir/b.sto"); print "@$r ", Storable::last_op_in_netorder() ? "net" : "native", "\n";
my $info = Storable::file_magic("$dir/b.sto"); print join(",", map {"$_=$info->{$_}"} sort grep { $_ ne "file" } keys %$info), "\n";
for my $bad ("", "x", "\x05\x0b\x63", "\x07\x00") { eval { thaw($bad) }; print "E: $@"; }
eval { freeze([sub {1}]) }; print "E: $@";
eval { dclone(1) }; print "E: $@";
print defined(thaw("\x05\x0b")) ? "def\n" : "undef\n";
