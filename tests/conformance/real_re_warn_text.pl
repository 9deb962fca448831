use strict;
use warnings;

# Text processing that trips over undefined values: the warnings perl prints
# for optional captures, missing hash entries and bad numeric strings used in
# patterns, substitutions, sprintf, tr, split and join.

my @rows = ('alice:30:admin', 'bob::', 'carol:abc', 'dave:42:user:extra', ':17:guest');
my %role_level = (admin => 3, user => 1);

for my $row (@rows) {
    my ($name, $age, $role) = split /:/, $row;
    my $label = "$name is $age";
    $label .= " ($role)" if defined $role;
    my $lvl = $role_level{$role // 'none'};
    my $score = $age + 10;
    my $r = $role;
    $r =~ s/^(\w)/\u$1/;
    print "$label score=$score level=", ($lvl // '-'), " role=$r\n";
}

my %h = (a => 1);
my $key = 'b';
if ($h{b} =~ /1/ || $key eq "") { print "never\n" }
my $x;
my $n = ($x =~ tr/a-z//);
print "tr count: $n\n";
my @parts = split /,/, $x;
print "parts: ", scalar(@parts), "\n";
my $j = join '-', 'a', $x, 'c';
print "join: $j\n";

if ('v=1' =~ /(\w)=(\d)(?:;(\w))?/) {
    my $s = sprintf "%s=%s;%s", $1, $2, $3;
    print "sprintf: $s\n";
    my $c = "$1-$3";
    print "interp: $c\n";
}
my $str = 'abc';
(my $copy = $str) =~ s/(b)|(z)/[$2]/;
print "copy: $copy\n";
my $num = '12abc';
{
    my $v = $num * 2;
    print "numeric: $v\n";
}
my $pat;
print "empty-pattern-ish: ", ('abc' =~ /x$pat/ ? 'y' : 'n'), "\n";
my @m = ('a1' =~ /(\d)?(\w)(\d)?/);
print "list: ", join(',', map { defined ? $_ : 'U' } @m), "\n";
my $undef_str;
my $len = length $undef_str;
print "length: ", defined $len ? $len : 'undef', "\n";
print "lc: '", lc($undef_str), "'\n";
