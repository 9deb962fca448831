# Writing and reading files: modes, lexical and bareword handles, $., chomp, list context.
use strict;
use warnings;

my $dir = "/tmp/camelift_io_read_write.$$";
mkdir $dir or die "mkdir: $!";
my $f = "$dir/data.txt";

open(my $out, '>', $f) or die "Cannot open $f: $!";
print $out "alpha\n";
print {$out} "beta", "\n";
printf $out "%s-%03d\n", "gamma", 7;
my $r = print $out "crlf line\r\n";
print "print returned $r\n";
print $out "last line without newline";
print "close: ", (close($out) ? "ok" : "failed"), "\n";

open(my $in, '<', $f) or die "Cannot open $f: $!";
while (my $line = <$in>) {
    chomp $line;
    print "$.: [$line] len=", length($line), "\n";
}
print "after loop: $.\n";
close $in;

open(APP, '>>', $f) or die "append: $!";
print APP "\nappended\n";
close(APP);

open(IN, "<$f") or die "two-arg: $!";
my @lines = <IN>;
close IN;
print "count: ", scalar(@lines), "\n";
print "last: $lines[-1]";
print "has CR: ", ($lines[3] =~ /\r\n\z/ ? "yes" : "no"), "\n";

open($in, '<', $f) or die;
my $first = <$in>;
my $second = <$in>;
print "first=$first", "second=$second";
print "line no: $.\n";
while (<$in>) {
    next unless /a/;
    s/\s+\z//;
    print "topic: $_\n";
}
close $in;

open(my $rw, '+<', $f) or die "rw: $!";
my $head = <$rw>;
print "rw read: $head";
close $rw;

my $n = 0;
open(my $big, '>', "$dir/big") or die;
for my $i (1 .. 3000) {
    print $big "line number $i of the big file\n";
}
close $big;
open($big, '<', "$dir/big") or die;
my $sum = 0;
while (<$big>) {
    $n++;
    $sum += length;
}
close $big;
print "big: $n lines, $sum bytes\n";

unlink $f, "$dir/big";
rmdir $dir or die "rmdir: $!";
print "cleaned: ", (-e $dir ? "no" : "yes"), "\n";
