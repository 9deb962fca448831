# Every hash operation of a tied hash goes to its class's methods, in perl's order.
use strict; use warnings;
package Log;
sub TIEHASH { my ($c, @a) = @_; print "TIEHASH @a\n"; bless { d => {} }, $c }
sub FETCH { print "FETCH $_[1]\n"; $_[0]{d}{$_[1]} }
sub STORE { print "STORE $_[1] ", (!defined $_[2] ? 'undef' : ref $_[2] || $_[2]), "\n"; $_[0]{d}{$_[1]} = $_[2] }
sub EXISTS { print "EXISTS $_[1]\n"; exists $_[0]{d}{$_[1]} }
sub DELETE { print "DELETE $_[1]\n"; delete $_[0]{d}{$_[1]} }
sub CLEAR { print "CLEAR\n"; %{$_[0]{d}} = () }
sub FIRSTKEY { print "FIRSTKEY\n"; my @k = sort keys %{$_[0]{d}}; $_[0]{k} = \@k; shift @k }
sub NEXTKEY { print "NEXTKEY $_[1]\n"; shift @{$_[0]{k}} }
package main;
my $o = tie my %h, 'Log', 'x';
$h{a} = 1;
$h{b}++;
$h{c} .= "x";
print $h{d} // 'undef', "\n";
print tied(%h) == $o ? "same object\n" : "other object\n";
my @x = @h{qw(a c)};
print "@x\n";
$h{e} ||= 3;
$h{e} ||= 4;
($h{f}, $h{g}) = (1, 2);
@h{qw(m n)} = (7, 8);
{
    local $h{a} = 9;
    local $h{new} = 10;
    print "local: $h{a} $h{new}\n";
}
print "restored: $h{a}\n";
$h{s} = "abc";
$h{s} =~ s/b/B/;
chop $h{s};
print "s=$h{s}\n";
$h{t} = "line\n";
chomp $h{t};
$h{t} =~ tr/a-z/A-Z/;
print "t=$h{t}\n";
$h{deep}{x} = 1;
print ref($h{deep}), "\n";
push @{$h{list}}, 1, 2;
print scalar(@{$h{list}}), "\n";
my @d = delete @h{qw(m n)};
print "deleted @d\n";
print exists $h{zz} ? "yes\n" : "no\n";
print join(",", keys %h), "\n";
print scalar(keys %h), "\n";
my %copy = %h;
print join(",", map { "$_=" . (ref $copy{$_} || $copy{$_}) } sort keys %copy), "\n";
%h = (p => 1, q => 2);
undef %h;
print "empty\n" unless %h;
