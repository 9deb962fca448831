# $/ modes: slurp, paragraph, multi-byte separator; eof forms.
use strict;
use warnings;

my $dir = "/tmp/camelift_io_separators.$$";
mkdir $dir or die;
my $f = "$dir/p.txt";
open(my $o, '>', $f) or die;
print $o "para one\nline two\n\n\n\npara two\n\npara three::x::y";
close $o;

{
    local $/;
    open(my $i, '<', $f) or die;
    my $all = <$i>;
    print "slurp length: ", length($all), "\n";
    my $again = <$i>;
    print "again: ", (defined $again ? "defined" : "undef"), "\n";
    close $i;
}
{
    local $/ = "";
    open(my $i, '<', $f) or die;
    my @p = <$i>;
    print "paragraphs: ", scalar(@p), "\n";
    print "<$_>\n" for @p;
    close $i;
}
{
    local $/ = "::";
    open(my $i, '<', $f) or die;
    while (my $rec = <$i>) {
        chomp $rec;
        $rec =~ s/\n/|/g;
        print "rec $.: $rec\n";
    }
    print "eof: ", (eof($i) ? 1 : 0), "\n";
    close $i;
}
open(my $e, '>', "$dir/empty") or die;
close $e;
{
    local $/ = undef;
    open($e, '<', "$dir/empty") or die;
    my $s = <$e>;
    print "empty slurp: ", (defined $s ? "[$s]" : "undef"), "\n";
    $s = <$e>;
    print "then: ", (defined $s ? "[$s]" : "undef"), "\n";
    close $e;
}
open(my $i, '<', $f) or die;
print "eof before: ", (eof($i) ? 1 : 0), "\n";
my $l = <$i>;
print "eof bare: ", (eof ? 1 : 0), "\n";
my @rest = <$i>;
print "rest: ", scalar(@rest), " eof: ", (eof($i) ? 1 : 0), "\n";
close $i;
unlink $f, "$dir/empty";
rmdir $dir;
