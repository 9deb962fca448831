use strict;
use warnings;
package Counter;
our $count = 0;
sub inc { $count++; return $count }
package main;
Counter::inc() for 1..3;
print "count $Counter::count\n";
my @data = ({ n => 'x', v => [1, 2] }, { n => 'y', v => [] });
sub dump_it {
    my ($d, $ind) = @_;
    $ind //= 0;
    my $pad = "  " x $ind;
    if (ref $d eq 'HASH') {
        return "{\n" . join("", map { "$pad  $_ => " . dump_it($d->{$_}, $ind + 1) } sort keys %$d) . "$pad}\n";
    } elsif (ref $d eq 'ARRAY') {
        return "[" . join(", ", map { my $s = dump_it($_, $ind + 1); chomp $s; $s } @$d) . "]\n";
    }
    return defined $d ? "'$d'\n" : "undef\n";
}
print dump_it(\@data);
my $r = eval { die { code => 42, msg => "bad" } };
print "error code $@->{code}: $@->{msg}\n" if ref $@;
eval { my @x = (1); my $y = $x[5] + 1; };
print "no die: [$@]\n";
local $SIG{__WARN__} = sub { print "warned: $_[0]" };
my $undef;
my $z = "a" . $undef;
warn "custom\n";
my @stack;
push @stack, $_ * $_ for 1..4;
print "popped ", pop @stack, " shifted ", shift @stack, " left @stack\n";
unshift @stack, 0; splice @stack, 1, 1, 'X', 'Y'; print "@stack\n";
my %inv = reverse (a => 1, b => 2); print join(",", map {"$_=$inv{$_}"} sort keys %inv), "\n";
my $string = "one two three"; my $words = () = $string =~ /\S+/g; print "$words words\n";
my @pairs = map { [$_, $_ ** 2] } 1..3; print join(" ", map { "$$_[0]:$$_[1]" } @pairs), "\n";
print "sprintf list: ", sprintf("%s-%s", split(/,/, "a,b")), "\n";
my $x = 7; { local $_ = $x; print "local topic $_\n"; }
print "int: ", int(7.9), " ", int(-7.9), " abs ", abs(-3), " sqrt ", sqrt(49), "\n";
print 10 / 3, " ", 2 ** 10, " ", 7 % 3, " ", -7 % 3, "\n";
print 1e21, " ", 0.1 + 0.2, " ", 1/7, "\n";
