use strict;
use warnings;

# Autovivification through every kind of lvalue access.
my %h;
$h{a}{b}{c} = 1;
print "a.b.c: ", join(",", sort keys %{ $h{a} }), " ", ref($h{a}{b}), "\n";

push @{ $h{list} }, 1, 2, 3;
unshift @{ $h{list2} }, "x";
print "list: @{ $h{list} }; list2: @{ $h{list2} }\n";

my @a;
$a[2][3] = "deep";
print "rows: ", scalar(@a), ", row2 len: ", scalar(@{ $a[2] }), ", defined a[0]: ", (defined $a[0] ? 1 : 0), "\n";

my $r;
$r->{x}[1]{y} = 5;
print "r is ", ref($r), ", x is ", ref($r->{x}), ", x[0] defined: ", (defined $r->{x}[0] ? 1 : 0), "\n";

my $s;
$$s = 10;
print "scalar autoviv: ", ref($s), " $$s\n";

my $aref;
@$aref = (1, 2);
print "array autoviv: @$aref\n";

my $href;
%$href = (k => 'v');
print "hash autoviv: $href->{k}\n";

# rvalue access of nested elements autovivifies the intermediate levels
my %g;
my $v = $g{p}{q};
print "after rvalue read: ", join(",", keys %g), " ", (exists $g{p}{q} ? "q exists" : "q absent"), "\n";
print "exists nested: ", (exists $g{m}{n} ? 1 : 0), " then m exists: ", (exists $g{m} ? 1 : 0), "\n";

# defined test on a deep element also vivifies
my %d;
print "defined: ", (defined $d{one}{two}[3] ? 1 : 0), "; keys: ", join(",", keys %d), "; ", ref($d{one}{two}), "\n";

# counting into autovivified hashes of hashes
my %count;
for my $w (qw(apple avocado banana blueberry cherry apple banana apple)) {
    $count{ substr($w, 0, 1) }{$w}++;
}
for my $l (sort keys %count) {
    print "$l: ", join(", ", map { "$_=$count{$l}{$_}" } sort keys %{ $count{$l} }), "\n";
}

# foreach over a non-existent array ref element vivifies it
my %e;
for my $x (@{ $e{items} }) { print "never\n" }
print "items now: ", ref($e{items}), " of size ", scalar(@{ $e{items} }), "\n";

# ++ and .= on missing nested elements
my $t = {};
$t->{n}{count}++;
$t->{n}{count}++;
$t->{s}[2] .= "abc";
print "count $t->{n}{count}, s has ", scalar(@{ $t->{s} }), " slots, last '$t->{s}[-1]'\n";
