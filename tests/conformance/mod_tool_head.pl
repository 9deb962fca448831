#!/usr/bin/perl
# A head(1) as people write it with Getopt::Std: -n COUNT (negative: all but the last),
# -c BYTES, -q/-v for the `==> NAME <==` headers, several files and `-` for stdin, a
# missing file reported to STDERR with the exit status 1 at the end.
# args: -n 3 mod_tool_data.stdin - mod_tool_nosuch.txt mod_tool_data.stdin
# stdin: mod_tool_data.stdin
use strict;
use warnings;
use Getopt::Std;
use File::Basename;

my $me = basename($0);
$Getopt::Std::STANDARD_HELP_VERSION = 1;
our $VERSION = '1.0';
my %opt;
getopts('n:c:qv', \%opt) or die "usage: $me [-n N | -c N] [-qv] [FILE...]\n";
my $lines = $opt{n} // 10;
die "$me: invalid number of lines: '$lines'\n" unless $lines =~ /^-?\d+$/;
my @files = @ARGV ? @ARGV : ('-');
my $headers = $opt{v} || (@files > 1 && !$opt{q});
my $status = 0;
my $first = 1;
for my $f (@files) {
    my $fh;
    if ($f eq '-') {
        $fh = \*STDIN;
    } elsif (!open $fh, '<', $f) {
        warn "$me: cannot open '$f' for reading: $!\n";
        $status = 1;
        next;
    }
    if ($headers) {
        print "\n" unless $first;
        printf "==> %s <==\n", $f eq '-' ? 'standard input' : $f;
    }
    $first = 0;
    if (defined $opt{c}) {
        my $got = read($fh, my $buf, $opt{c});
        print $buf if $got;
    } elsif ($lines >= 0) {
        while ($lines && defined(my $l = <$fh>)) {
            print $l;
            last if $. >= $lines;
        }
    } else {
        my @all = <$fh>;
        splice @all, $lines if -$lines <= @all;
        print @all;
    }
    close $fh unless $f eq '-';
}
exit $status;
