#!/usr/bin/perl -w
# The main table with strict and warnings (and -w): the globs their files make.
use strict;
use warnings;

sub shown {
    my ($name) = @_;
    return join "", map { my $o = ord; $o < 32 || $o > 126 ? sprintf("\\x%02x", $o) : $_ }
        split //, $name;
}

print join(" ", map { shown($_) } sort keys %main::), "\n";
print "warning bits: ", (exists $main::{"\x17ARNING_BITS"} ? "yes" : "no"), "\n";
print "\$^W: ", (exists $main::{"\x17"} ? "yes" : "no"), "\n";
print "strict:: ", (exists $main::{"strict::"} ? "yes" : "no"), "\n";
print "Carp:: ", (exists $main::{"Carp::"} ? "yes" : "no"), "\n";
print "Data:: ", (exists $main::{"Data::"} ? "yes" : "no"), "\n";
