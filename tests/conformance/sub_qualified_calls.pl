use strict;
use warnings;

# Ways to name and call a sub: qualified names, & forms, symbolic names, predeclaration.
sub helper { return "main helper(@_)" }

package Util;
sub helper { return "Util helper(@_)" }
sub call_both { return helper(1) . " / " . main::helper(2) . " / " . Util::helper(3) }

package Util::Deep;
sub name { return __PACKAGE__ }
sub call_up { return Util::helper("from deep") }

package main;

print helper("x"), "\n";
print main::helper("y"), "\n";
print Util::helper("q"), "\n";
print Util::call_both(), "\n";
print Util::Deep::name(), " ", Util::Deep::call_up(), "\n";

# & forms with explicit argument lists
print &helper(1, 2), "\n";
print &Util::helper(), "\n";
my @args = (7, 8);
print &helper(@args), "\n";

# a sub called before its definition (with parentheses)
print later(5), "\n";
sub later { return "later got $_[0]" }

# predeclared sub usable as a list operator without parens
sub shout;
print shout "quiet words";
print "\n";
sub shout { return uc join " ", @_ }

# references to named subs in a table
my $r = \&Util::helper;
print $r->("via ref"), "\n";
my %by_name = (helper => \&helper, later => \&later, deep => \&Util::Deep::name);
print join(" | ", map { $by_name{$_}->("n") } sort keys %by_name), "\n";
{
    no strict 'refs';
    my $pkg = "Util";
    print &{"${pkg}::helper"}("symbolic"), "\n";
    print &{"Util::Deep::name"}(), "\n";
}

# string and number arguments arrive unchanged
sub show { return join ",", map { "[$_]" } @_ }
print show("007", 007, 1_000, "1_000", 1.50, "1.50", -0.0, "-0.0", 1e3, "1e3"), "\n";
