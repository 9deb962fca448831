# perl's implicit defined() in loop conditions (op.c's newWHILEOP and newLOOPOP): a
# bare readline, readdir, glob or each in a while condition assigns $_ and tests it
# with defined, a scalar assignment of one is tested with defined, also in a C-style
# for and a while modifier; until has neither. A file named 0 and a last line "0"
# without a newline do not end the loops.
use strict;
use warnings;

my $dir = "/tmp/camelift_ctl_while_defined.$$";
mkdir $dir or die "$dir: $!";
for my $name ('0', 'a') {
    open(my $w, '>', "$dir/$name") or die;
    close $w;
}
open(my $w, '>', "$dir/lines") or die;
print $w "1\n0";
close $w;

opendir(my $dh, $dir) or die;
my @seen;
while (my $e = readdir $dh) { push @seen, $e }
print "readdir into my: @{[sort @seen]}\n";
rewinddir $dh;
@seen = ();
while (readdir $dh) { push @seen, $_ }
print "readdir into \$_: @{[sort @seen]}\n";
rewinddir $dh;
@seen = ();
my $e;
push @seen, $e while $e = readdir $dh;
print "modifier: @{[sort @seen]}\n";
rewinddir $dh;
@seen = ();
for (; my $x = readdir $dh;) { push @seen, $x }
print "C-style for: @{[sort @seen]}\n";
closedir $dh;

my %h = (0 => 'zero');
while (my $k = each %h) { print "each into my: [$k]\n" }
while (each %h) { print "each into \$_: [$_]\n" }
my %g;
while ($g{k} = each %h) { print "each into an element: [$g{k}]\n" }

open(my $f, '<', "$dir/lines") or die;
for (; my $l = <$f>;) { chomp $l; print "for readline: [$l]\n" }
open($f, '<', "$dir/lines") or die;
for (; <$f>;) { chomp; print "for bare readline: [$_]\n" }
open($f, '<', "$dir/lines") or die;
while (readline $f) { chomp; print "readline(): [$_]\n" }
open($f, '<', "$dir/lines") or die;
my %rec;
while ($rec{line} = <$f>) { chomp $rec{line}; print "into an element: [$rec{line}]\n" }
open($f, '<', "$dir/lines") or die;
$_ = "untouched";
my $n = 0;
until (<$f>) { last if ++$n > 1 }
print "until leaves \$_: [$_]\n";
open($f, '<', "$dir/lines") or die;
$n = 0;
do { $n++ } until <$f>;
print "do-until ran $n time(s), \$_ [$_]\n";
open($f, '<', "$dir/lines") or die;
my @got;
do { push @got, defined $_ ? $_ : 'undef' } while <$f>;
chomp @got;
print "do-while: @got\n";
open($f, '<', "$dir/lines") or die;
$_ = "kept";
while (<$f> and 1) { last }
print "not bare: [$_]\n";
close $f;

chdir $dir or die;
while (glob '[0a]') { print "glob: $_\n" }
while (my $gl = glob '[0a]') { print "glob into my: $gl\n" }
chdir '/' or die;

unlink "$dir/0", "$dir/a", "$dir/lines";
rmdir $dir or die "rmdir: $!";
