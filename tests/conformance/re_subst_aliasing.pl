use strict;
use warnings;

# s/// and tr/// through aliases: foreach, map, grep, sub arguments.
my @words = qw(apple banana cherry);

# map's $_ is an alias: s/// inside map changes the source array.
my @upper = map { s/a/A/g; $_ } @words;
print "map result: @upper\nsource after map: @words\n";

# /r avoids the side effect.
my @orig = qw(apple banana cherry);
my @copy = map { s/a/A/gr } @orig;
print "with /r: @copy, source: @orig\n";

# grep's $_ is an alias too.
my @list = qw(x1 y2 z3);
my @kept = grep { s/\d// } @list;
print "grep kept: @kept, source: @list\n";

# foreach with a named loop variable.
my @paths = ("/usr//bin/", "/tmp///x", "a//b");
for my $p (@paths) { $p =~ s{/+}{/}g; $p =~ s{(?<=.)/$}{} }
print "paths: @paths\n";

# Aliasing hash values with values().
my %cfg = (a => " one ", b => "two  ");
s/^\s+|\s+$//g for values %cfg;
print "trimmed values: ", join(",", map { "[$cfg{$_}]" } sort keys %cfg), "\n";

# Subroutine arguments alias the caller's variables through @_.
sub strip_digits { $_[0] =~ s/\d+//g }
my $code = "ab12cd345";
my $n = strip_digits($code);
print "strip_digits returned $n, variable now $code\n";
sub upcase_all { tr/a-z/A-Z/ for @_ }
my ($p, $q) = ("left", "right");
upcase_all($p, $q);
print "upcase_all: $p $q\n";

# Copy-then-modify idioms.
my $src = "Hello World";
(my $dst = $src) =~ s/World/There/;
my $dst2 = $src;
$dst2 =~ tr/a-zA-Z//cd;
print "src=$src dst=$dst dst2=$dst2\n";
for (my $tmp = $src) { s/l/L/g; print "loop copy: $_, src: $src\n" }

# Substitution on slices.
my @arr = qw(a-1 b-2 c-3 d-4);
s/-/=/ for @arr[1, 2];
print "slice: @arr\n";

# Modifying a constant list element dies at run time.
my $ok = eval { for (qw(read only)) { s/r/R/ } 1 };
print "literal list: ", ($ok ? "modified" : "died: $@");
$ok = eval { for my $x (1, 2) { $x =~ s/1/one/ } 1 };
print "numeric literals: ", ($ok ? "modified" : "died: $@");

# Temporary copies from a function return are fine to modify.
sub get_list { return ("keep me", "and me") }
my @mod = map { s/me/you/r } get_list();
print "from function: @mod\n";
for my $t (get_list()) { $t =~ s/ //g; print "modified temp: $t\n" }
