# Reading STDIN (io_stdin.stdin): scalar and loop forms, $., eof, the <STDIN> suffix.
# stdin: io_stdin.stdin
use strict;
use warnings;

my $first = <STDIN>;
chomp $first;
print "first: $first\n";
my %count;
while (my $l = <STDIN>) {
    chomp $l;
    last if $l eq 'END';
    $count{$_}++ for split /\s+/, $l;
}
print "line $.\n";
print "$_=$count{$_}\n" for sort keys %count;
my @rest = <STDIN>;
print "rest: ", scalar(@rest), "\n";
print "eof: ", (eof(STDIN) ? 1 : 0), " ", (eof() ? 1 : 0), "\n";
warn "done reading";
