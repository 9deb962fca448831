use strict;
use warnings;

# A "grep -c"-like counter: named qr objects in a hash, composed into bigger
# patterns, with per-pattern flags, inverted matches and context lines.

my @lines = split /\n/, <<'TXT';
ERROR 2024-01-01 disk /dev/sda1 full
warning: cpu temp 85C
Error: Connection refused (port 5432)
INFO user admin logged in
info: cache hit ratio 0.93
ERROR 2024-01-02 timeout after 30s
debug x=1 y=2
WARN deprecated call foo()
error in module Foo::Bar line 42
TXT

my %pat = (
    error   => qr/^error\b/i,
    warn    => qr/^warn(?:ing)?\b/i,
    info    => qr/^info\b/i,
    date    => qr/\d{4}-\d\d-\d\d/,
    number  => qr/(?<![\w.])\d+(?:\.\d+)?(?![\w.])/,
    path    => qr{(?:/[\w.]+){2,}},
    call    => qr/\b\w+(?:::\w+)*\(\)/,
    module  => qr/\b[A-Z]\w*(?:::[A-Z]\w*)+\b/,
);
$pat{severe} = qr/(?:$pat{error}|$pat{warn})/;
$pat{dated_error} = qr/$pat{error}.*?($pat{date})/;
my $any_level = join '|', map { "(?:$pat{$_})" } qw(error warn info);

for my $name (sort keys %pat) {
    my $re = $pat{$name};
    my $c = grep { /$re/ } @lines;
    my $v = grep { !/$re/ } @lines;
    my $hits = 0;
    $hits += () = /$re/g for @lines;
    printf "%-12s -c %d  -v %d  hits %d\n", $name, $c, $v, $hits;
}

my @levels = map { /$any_level/ ? uc((/^(\w+)/)[0]) : 'OTHER' } @lines;
my %by;
$by{ $_ =~ s/^(WARN)ING$/$1/r }++ for @levels;
print join(', ', map { "$_=$by{$_}" } sort keys %by), "\n";

my @ctx;
for my $i (0 .. $#lines) {
    next unless $lines[$i] =~ $pat{dated_error};
    my $date = $1;
    my @around = grep { $_ >= 0 && $_ <= $#lines } $i - 1 .. $i + 1;
    push @ctx, "== $date ==", map { ($_ == $i ? '> ' : '  ') . $lines[$_] } @around;
}
print "$_\n" for @ctx;

my @nums = sort { $a <=> $b } map { /$pat{number}/g } @lines;
print "numbers: @nums\n";
my ($max) = sort { $b <=> $a } @nums;
print "max: $max, sum: ", eval { my $s = 0; $s += $_ for @nums; $s }, "\n";
print "stringified: $pat{warn} / $pat{severe}\n";
my $ci = qr/foo/i;
my $combo = qr/x${ci}y/;
for my $t (qw(xFOOy XfooY xfooy)) { printf "%s:%s ", $t, $t =~ $combo ? 'y' : 'n' }
print "\n";
