# In-memory file handles: open on a reference to a scalar, for reading and writing.
use strict;
use warnings;

my $text = "alpha\nbeta\n\ngamma\n\n\ndelta";
open(my $in, '<', \$text) or die "open: $!";
while (my $line = <$in>) {
    chomp $line;
    print "$.: [$line]\n";
}
print "eof: ", (eof($in) ? 1 : 0), "\n";
close $in;

open($in, '<', \$text) or die;
my @all = <$in>;
print "lines in list context: ", scalar(@all), "\n";
close $in;

{
    local $/ = "";
    open(my $p, '<', \$text) or die;
    my @paras = <$p>;
    print "paragraphs: ", scalar(@paras), "\n";
    print map { "<$_>" } @paras;
    print "\n";
}
{
    local $/;
    open(my $s, '<', \$text) or die;
    my $whole = <$s>;
    print "slurped ", length($whole), " bytes\n";
}

my $buf = "old contents";
open(my $out, '>', \$buf) or die;
print "after open: [$buf]\n";
print $out "one ", 2, "\n";
printf $out "%03d|%s\n", 7, "x";
print "live: [$buf]\n";
close $out;
print "closed: [$buf]\n";

open($out, '>>', \$buf) or die;
print {$out} "appended\n";
close $out;
print "appended: [$buf]\n";

my $undef;
open(my $u, '>>', \$undef) or die;
print $u "from undef";
close $u;
print "undef target: [$undef]\n";

my $n = 42;
open(my $num, '>', \$n) or die;
print $num 1 + 1;
close $num;
print "number target: [$n]\n";

my $empty = "";
open(my $e, '<', \$empty) or die;
my $got = <$e>;
print defined $got ? "defined\n" : "undef at once\n";
print "eof empty: ", (eof($e) ? 1 : 0), "\n";

my $lines = "x\ny\n";
open(my $d, '<', \$lines) or die;
my $first = <$d>;
eval { die "stopped" };
print $@;
