#!/usr/bin/perl
# A cut/sort-like tool as people write them with Getopt::Long: long and short options,
# a usage message from a callback, field lists, a numeric sort option, errors to STDERR
# and a nonzero exit for a bad option.
# args: --delimiter=: --fields 1,3 -s --sort=2 --numeric --header --verbose --verbose
use strict;
use warnings;
use Getopt::Long qw(:config bundling no_ignore_case);
use File::Basename qw(basename);

my $prog = basename($0, '.pl');
my %o = (delimiter => "\t", verbose => 0);
sub usage { my $code = shift; print STDERR "usage: $prog [-d DELIM] [-f LIST] [-s] [--sort N [--numeric]]\n"; exit $code }
GetOptions(\%o,
    'delimiter|d=s', 'fields|f=s', 'only-delimited|s', 'sort=i', 'numeric|n',
    'header!', 'verbose|v+', 'help|h' => sub { usage(0) },
) or usage(2);

my @rows = (
    "name:age:city:score",
    "ann:31:oslo:88",
    "bob:27:rome:92",
    "no delimiter here",
    "cy:45:lima:7",
    "dee:9:kyiv:100",
);
my @fields = map { $_ - 1 } split /,/, ($o{fields} // '1');
my $d = $o{delimiter};
my @out;
my $header = $o{header} ? shift @rows : undef;
for my $line (@rows) {
    if (index($line, $d) < 0) {
        push @out, [$line] unless $o{'only-delimited'};
        next;
    }
    my @f = split /\Q$d\E/, $line, -1;
    push @out, [ map { $f[$_] // '' } @fields ];
}
if (my $k = $o{sort}) {
    my $i = $k - 1;
    @out = $o{numeric}
        ? sort { ($a->[$i] // 0) <=> ($b->[$i] // 0) } @out
        : sort { ($a->[$i] // '') cmp ($b->[$i] // '') } @out;
}
print STDERR "$prog: ", scalar(@out), " rows, fields @fields\n" if $o{verbose} > 1;
if (defined $header) {
    my @h = split /\Q$d\E/, $header;
    print join($d, map { $h[$_] } @fields), "\n";
}
print join($d, @$_), "\n" for @out;

# A second run over a bad option list, as a script re-parsing its own config would.
my @bad = ('--fields', '--nope', '-x');
local $SIG{__WARN__} = sub { print STDERR "$prog: $_[0]" };
Getopt::Long::GetOptionsFromArray(\@bad, \my %b, 'fields|f=s') or print STDERR "$prog: bad options in config\n";
print "config fields: ", ($b{fields} // 'none'), "\n";
