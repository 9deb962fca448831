use strict;
use warnings;

# What a sub returns depends on how the return expression behaves in the caller's context.
sub lit_list   { return (4, 5, 6) }
sub array_ret  { my @r = (4, 5, 6); return @r }
sub hash_ret   { my %h = (a => 1); return %h }
sub slice_ret  { my @r = (7, 8, 9); return @r[0, 1] }
sub bare_ret   { return }
sub undef_ret  { return undef }
sub implicit   { my @r = (1, 2); @r }
sub cond_last  { if ($_[0]) { "yes" } }
sub unless_last { unless ($_[0]) { 5 } }
sub assign_last { my $x = 10 }
sub list_assign_last { my ($p, $q) = (1, 2, 3) }
sub map_ret    { return map { $_ * 2 } 1 .. 4 }
sub grep_ret   { return grep { $_ % 2 } 1 .. 7 }
sub sort_ret   { return sort { $a <=> $b } 3, 1, 2 }
sub reverse_ret { return reverse "ab", "cd" }
sub tern_ret   { return $_[0] ? (1, 2, 3) : () }

my %table = (lit_list => \&lit_list, array_ret => \&array_ret, hash_ret => \&hash_ret,
             slice_ret => \&slice_ret, bare_ret => \&bare_ret, undef_ret => \&undef_ret,
             implicit => \&implicit, map_ret => \&map_ret, grep_ret => \&grep_ret,
             reverse_ret => \&reverse_ret);
for my $name (qw(lit_list array_ret hash_ret slice_ret bare_ret undef_ret implicit
                 map_ret grep_ret reverse_ret)) {
    my $code = $table{$name};
    my @l = $code->();
    my $s = $code->();
    printf "%-12s list=(%s) scalar=%s\n", $name, join(",", map { defined $_ ? $_ : "undef" } @l),
        defined $s ? $s : "undef";
}

my $x = cond_last(0);
print "cond_last(0): [$x]; cond_last(1): [", cond_last(1), "]\n";
print "unless_last(0): [", unless_last(0), "]; unless_last(1): [", scalar(unless_last(1)), "]\n";
print "assign_last: ", assign_last(), "; list_assign_last: ", scalar(list_assign_last()), "\n";
my @la = list_assign_last();
print "list_assign_last in list: @la\n";

my $cnt = () = lit_list();
my $cnt2 = () = hash_ret();
print "countof: $cnt $cnt2\n";
my ($f) = lit_list();
my ($g, $h) = array_ret();
print "first elements: $f $g $h\n";

my $e1 = tern_ret(0);
my @e2 = tern_ret(0);
my $t1 = tern_ret(1);
print "tern: ", (defined $e1 ? "[$e1]" : "undef"), " ", scalar(@e2), " $t1\n";

my @b = bare_ret();
my @u = undef_ret();
print "bare return gives ", scalar(@b), " elements, return undef gives ", scalar(@u), "\n";
if (bare_ret()) { print "never\n" } else { print "bare return is false in boolean context\n" }

my $sorted = join ",", sort_ret();
print "sorted: $sorted\n";
my $rev = reverse_ret();
print "scalar reverse of list: $rev\n";
print "interpolated: @{[ lit_list() ]} and ${\ scalar(array_ret()) }\n";
