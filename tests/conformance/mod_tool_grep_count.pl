#!/usr/bin/perl
# The grep(1) of mod_tool_grep.pl counting non-matching lines of a word, with a missing file
# (exit status 2).
# A grep(1) as people write it with Getopt::Long: -i -v -c -n -l -w -e PATTERN (several),
# -F fixed strings, --color=never, file names prefixed when there are several files, and
# grep's exit status (0 found, 1 none, 2 an error).
# args: -cvw -F 10 mod_tool_data.stdin mod_tool_nosuch.txt
use strict;
use warnings;
use Getopt::Long qw(:config bundling no_ignore_case);
use File::Basename qw(basename);

my $me = basename $0, '.pl';
my (@pat, $icase, $invert, $count, $number, $list, $word, $fixed, $with_name);
my $color = 'never';
GetOptions(
    'e|regexp=s'        => \@pat,
    'i|ignore-case'     => \$icase,
    'v|invert-match'    => \$invert,
    'c|count'           => \$count,
    'n|line-number'     => \$number,
    'l|files-with-matches' => \$list,
    'w|word-regexp'     => \$word,
    'F|fixed-strings'   => \$fixed,
    'H|with-filename'   => \$with_name,
    'color=s'           => \$color,
) or exit 2;
push @pat, shift @ARGV unless @pat;
die "usage: $me [OPTION]... PATTERN [FILE]...\n" unless defined $pat[0];
my @re = map { $fixed ? quotemeta : $_ } @pat;
@re = map { "\\b(?:$_)\\b" } @re if $word;
my $re = join '|', @re;
$re = $icase ? qr/$re/i : qr/$re/;
my @files = @ARGV ? @ARGV : ('-');
$with_name //= @files > 1;
my ($found, $error) = (0, 0);
for my $f (@files) {
    my $fh;
    if ($f eq '-') { $fh = \*STDIN }
    elsif (!open $fh, '<', $f) { warn "$me: $f: $!\n"; $error = 1; next }
    my $n = 0;
    while (my $line = <$fh>) {
        my $hit = $line =~ $re;
        next if $invert ? $hit : !$hit;
        $n++;
        $found = 1;
        next if $count || $list;
        print "$f:" if $with_name;
        print "$.:" if $number;
        print $line;
    }
    print $with_name ? "$f:" : "", "$n\n" if $count;
    print "$f\n" if $list && $n;
    close $fh unless $f eq '-';
}
exit($error ? 2 : $found ? 0 : 1);
