# syswrite, fileno, truncate and getc: success and failure paths.
use strict;
use warnings;

my $dir = "/tmp/camelift_io_syswrite_$$";
mkdir $dir or die "mkdir: $!";
my $f = "$dir/data.txt";

sub slurp {
    open(my $h, '<', $_[0]) or return "($!)";
    local $/;
    my $s = <$h>;
    close $h;
    return defined $s ? $s : "";
}

open(my $out, '>', $f) or die "open: $!";
my $n = syswrite($out, "hello world\n");
print "whole: $n\n";
$n = syswrite($out, "abcdef", 3);
print "length: $n\n";
$n = syswrite($out, "abcdef", 2, 4);
print "offset: $n\n";
$n = syswrite($out, "abcdef", 10, -2);
print "negative offset: $n\n";
$n = syswrite($out, "abc", 5, 3);
print "offset at the end: $n\n";
$n = syswrite($out, "\xe9\n");
print "latin-1: $n\n";
my $wide = "\x{e9}\x{263a}";
chop $wide;
$n = syswrite($out, $wide);
print "downgraded: $n\n";
print "fileno > 2: ", (fileno($out) > 2 ? 1 : 0), "\n";
close($out) or die;
print "contents: ", unpack("H*", slurp($f)), "\n";

eval { syswrite(STDOUT, "\x{263a}") };
print "wide: $@";
open($out, '>>', $f) or die;
eval { syswrite($out, "abc", -1) };
print "negative length: $@";
eval { syswrite($out, "abc", 1, 4) };
print "offset past: $@";
eval { syswrite($out, "abc", 1, -4) };
print "offset before: $@";
close $out;
my $r = syswrite($out, "x");
print "closed: ", (defined $r ? $r : "undef"), " $!\n";
$r = syswrite(NOSUCH, "x");
print "unopened: ", (defined $r ? $r : "undef"), " $!\n";
open(my $in, '<', $f) or die;
$r = syswrite($in, "x");
print "read-only: ", (defined $r ? $r : "undef"), " $!\n";
my $text = "";
open(my $m, '>', \$text) or die;
$r = syswrite($m, "x");
print "in memory: ", (defined $r ? $r : "undef"), " $!\n";
print "fileno in memory: ", fileno($m), "\n";
close $m;

# fileno
print "fileno: ", fileno(STDIN), fileno(STDOUT), fileno(STDERR), "\n";
print "fileno closed: ", (defined fileno($m) ? "defined" : "undef"), "\n";
print "fileno unopened: ", (defined fileno(NOSUCH) ? "defined" : "undef"), "\n";

# getc
my @c;
while (defined(my $ch = getc($in))) {
    push @c, $ch;
    last if @c == 5;
}
print "getc: @c\n";
my $line = <$in>;
print "readline after getc: $line";
seek($in, -2, 2);
print "getc near the end: ", unpack("H*", getc($in)), "\n";
$r = getc($in);
print "getc last: ", unpack("H*", $r), "\n";
$r = getc($in);
print "getc at eof: ", (defined $r ? $r : "undef"), " $!\n";
close $in;
$r = getc($in);
print "getc closed: ", (defined $r ? $r : "undef"), " $!\n";
$r = getc(NOSUCH);
print "getc unopened: ", (defined $r ? $r : "undef"), " $!\n";
$r = getc;
print "getc STDIN: ", (defined $r ? $r : "undef"), "\n";
open($out, '>', "$dir/w") or die;
$r = getc($out);
print "getc write-only: ", (defined $r ? $r : "undef"), " $!\n";
close $out;

# truncate by handle and by name
open($out, '+<', $f) or die;
print $out "HELLO";
$r = truncate($out, 8);
print "truncate handle: $r, size ", -s $f, "\n";
close $out;
print "contents: ", slurp($f), "\n";
$r = truncate($f, 3);
print "truncate name: $r, contents ", slurp($f), "\n";
$r = truncate("$dir/nonexistent", 0);
print "truncate missing: ", (defined $r ? $r : "undef"), " $!\n";
$r = truncate($f, -1);
print "truncate negative: ", (defined $r ? $r : "undef"), " $!\n";
$r = truncate($out, 0);
print "truncate closed: ", (defined $r ? $r : "undef"), " $!\n";
$r = truncate(NOSUCH, 0);
print "truncate unopened: ", (defined $r ? $r : "undef"), " $!\n";

unlink $f, "$dir/w" or die;
rmdir $dir or die;
print "done\n";
