use strict;
use warnings;

# Dynamic scoping of $1/$& across sub calls, blocks and loops; captures
# used after nested matches; list-context captures with /g and several groups.

sub inner {
    my $s = shift;
    $s =~ /(\d+)/ or return 'none';
    return "inner:$1";
}

if ('abc-123' =~ /(\w+)-(\d+)/) {
    my $r = inner('x99y');
    print "outer after call: 1=$1 2=$2 r=$r\n";
    {
        if ('zzz' =~ /(z+)/) { print "block: 1=$1\n" }
    }
    print "after block: 1=$1 &=$&\n";
    for my $w (qw(a1 b2)) {
        $w =~ /(\w)(\d)/;
        print "loop: $1$2 ";
    }
    print "\nafter loop: 1=$1\n";
    'qqq' =~ /(nomatch)/;
    print "after failed match: 1=$1\n";
}

my @pairs = 'a=1, b=22, c=333' =~ /(\w)=(\d+)/g;
print "pairs: @pairs (", scalar(@pairs), ")\n";
my %h = 'x:10 y:20 z:30' =~ /(\w):(\d+)/g;
print "hash: ", join(',', map { "$_=$h{$_}" } sort keys %h), "\n";
my ($first) = 'no digits here' =~ /(\d+)/;
print "first: ", defined $first ? $first : 'undef', "\n";
my $count = () = 'a,b,,c,' =~ /,/g;
print "commas: $count\n";
my @opt = 'k1=v1;k2;k3=v3' =~ /(\w+)(?:=(\w+))?/g;
print "opt: ", join('|', map { $_ // 'U' } @opt), "\n";

my @list = ('f(1)', 'g(2,3)', 'h()', 'bad');
my @calls = map { /^(\w+)\((.*)\)$/ ? [$1, [split /,/, $2]] : () } @list;
print join('; ', map { "$_->[0]: " . scalar(@{ $_->[1] }) . " args" } @calls), "\n";

my $n = 0;
my $text = 'x=1 y=2 z=3';
while ($text =~ /(\w)=(\d)/g) {
    my ($k, $v) = ($1, $2);
    my $desc = $v =~ /^[13579]$/ ? 'odd' : 'even';
    print "$k:$v:$desc:", ($1 // 'U'), " ";
    $n++;
}
print "\nmatches: $n\n";

sub wrap_match {
    my ($re, $s) = @_;
    return $s =~ $re ? "[$1]" : '[-]';
}
if ('keep' =~ /(ee)/) {
    my @r = map { wrap_match(qr/(\d)/, $_) } qw(a1 b c3);
    print "mapped: @r, still 1=$1\n";
}
my $str = 'aaa';
my $c = $str =~ s/a/b/g;
my @l = ($str =~ s/b/c/);
print "subst count: $c, list: @l, str: $str\n";
my $none = ($str =~ s/z/y/g);
print "none: '", $none, "' ", ($none eq '' ? 'empty' : 'not empty'), "\n";
