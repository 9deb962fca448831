#!/usr/bin/perl
# A wc-like tool as people write them: Getopt::Std, File::Basename for $0 and paths,
# Text::Wrap for the usage text, a die with the program's name.
# args: -lw -t 30
use strict;
use warnings;
use Getopt::Std;
use File::Basename qw(basename fileparse);
use Text::Wrap qw(wrap $columns);

my $prog = basename($0, '.pl');
my %opt;
getopts('lwct:', \%opt) or die "usage: $prog [-lwc] [-t width] file...\n";
$columns = $opt{t} // 72;

my $dir = "/tmp/camelift_io_mod_tool_wc.$$";
mkdir $dir or die "$prog: cannot make $dir: $!\n";
my @files;
for my $n (1 .. 3) {
    my $f = "$dir/sample$n.txt";
    open(my $fh, '>', $f) or die "$prog: $f: $!\n";
    print $fh "line $_ of file $n with some words\n" for 1 .. $n * 2;
    close $fh;
    push @files, $f;
}
my %want = map { $_ => 1 } grep { $opt{$_} } qw(l w c);
%want = (l => 1, w => 1, c => 1) unless %want;
my %total;
for my $f (@files) {
    open(my $fh, '<', $f) or die "$prog: $f: $!\n";
    my %n = (l => 0, w => 0, c => 0);
    while (my $line = <$fh>) {
        $n{l}++;
        $n{w} += () = $line =~ /\S+/g;
        $n{c} += length $line;
    }
    close $fh;
    $total{$_} += $n{$_} for keys %n;
    my ($name, undef, $suffix) = fileparse($f, qr/\.[^.]*/);
    printf "%s %s%s\n", join(" ", map { sprintf "%4d", $n{$_} } grep { $want{$_} } qw(l w c)),
        $name, $suffix;
}
printf "%s total\n", join(" ", map { sprintf "%4d", $total{$_} } grep { $want{$_} } qw(l w c));
print wrap("", "  ", "$prog counted " . scalar(@files) . " files: "
    . join(", ", map { basename($_) } @files)), "\n";
unlink @files;
rmdir $dir;
open(my $fh, '<', "$dir/none") or print "$prog: $dir/none: $!\n" =~ s/\d+/N/gr;
