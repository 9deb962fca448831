# The main table of a program using common modules: their packages, the names they
# export, and what their files leave in main; then every package, walked from %main::.
use strict;
use warnings;
use File::Basename qw(basename dirname);
use List::Util qw(sum max);
use Getopt::Long;
use Data::Dumper;
use POSIX qw(floor);
use Carp qw(croak);

sub shown {
    my ($name) = @_;
    return join "", map { my $o = ord; $o < 32 || $o > 126 ? sprintf("\\x%02x", $o) : $_ }
        split //, $name;
}

print join(" ", map { shown($_) } sort keys %main::), "\n";

sub walk {
    my ($prefix, $depth) = @_;
    no strict 'refs';
    for my $k (sort keys %{"main::$prefix"}) {
        next unless $k =~ /::$/;
        next if $k eq 'main::';
        print "  " x $depth, "$prefix$k\n";
        walk("$prefix$k", $depth + 1);
    }
}
walk("", 0);
print basename("/a/b/c.txt"), " ", sum(1, 2, 3), " ", floor(2.5), "\n";
