# select FH / select: the default output handle, its name, $| per handle; and
# select(undef, undef, undef, TIMEOUT) as a sleep.
use strict;
use warnings;

my $dir = "/tmp/camelift_io_select_$$";
mkdir $dir or die "mkdir: $!";
my $f = "$dir/out.txt";

sub slurp {
    open(my $h, '<', $_[0]) or return "($!)";
    local $/;
    my $s = <$h>;
    close $h;
    return $s;
}

print "current: ", select, "\n";
open(OUT, '>', $f) or die "open: $!";
my $old = select(OUT);
print "to the file\n";
printf "%s\n", "printf to the file";
print STDOUT "old was $old\n";
$| = 1;
print "flushed\n";
print STDOUT "file now: ", slurp($f);
my $prev = select($old);
print "prev: $prev\n";
print "autoflush of STDOUT still: $|\n";
$old = select(OUT);
print STDOUT "autoflush of OUT: $|\n";
select(STDOUT);
close OUT;
print "file: ", slurp($f);

open(my $lex, '>', $f) or die;
$old = select($lex);
my $cur = select;
select($old);
print "lexical is a ref: ", (ref(\$cur) eq 'GLOB' || ref($cur) eq 'GLOB' ? 1 : 0), "\n";
select($cur);
print "via the ref\n";
select(STDOUT);
close $lex;
print "file: ", slurp($f);

$old = select(STDERR);
print "to stderr\n";
select($old);
print "selected name: ", select(STDOUT), "\n";
select("main::STDERR");
print "by name to stderr\n";
select(STDOUT);
{
    no warnings "once";
    $old = select(NOSUCH);
}
print "to nowhere\n";
select(STDOUT);
print "back: $old\n";

# The autoflush idiom: $fh flushes each print, STDOUT's $| is as it was.
open(my $af, '>', $f) or die;
select((select($af), $| = 1)[0]);
print "still STDOUT, \$| = $|\n";
print $af "flushed at once\n";
print "file before close: ", slurp($f);
close $af;

my $t = select(undef, undef, undef, 0.05);
print "sleep: $t\n";
select(undef, undef, undef, 0);
print "zero\n";

unlink $f or die;
rmdir $dir or die;
print "done\n";
