use strict;
use warnings;

# Looking subs up by name: \&{"NAME"}, defined &NAME, exists &NAME, and ::NAME for main.
sub helper { return "helper(@_)" }
sub later  { return "later(@_)" }
package Tools;
sub trim { my $s = shift; $s =~ s/^\s+|\s+$//g; return $s }
package main;

print ::helper("leading colons"), "\n";
print ::later(), "\n";

my %by_name;
for my $n (qw(helper later)) {
    no strict 'refs';
    $by_name{$n} = \&{"main::$n"};
}
print join(" | ", map { $by_name{$_}->("n") } sort keys %by_name), "\n";
{
    no strict 'refs';
    my $name = "Tools::trim";
    my $code = \&{$name};
    print "[", $code->("  padded  "), "]\n";
    print "same as direct ref: ", ($code == \&Tools::trim ? "yes" : "no"), "\n";
}

print "defined helper: ", (defined &helper ? 1 : 0), "\n";
print "defined nosuch: ", (defined &nosuch ? 1 : 0), "\n";
print "defined qualified: ", (defined &Tools::trim ? 1 : 0), ", ", (defined &Tools::nope ? 1 : 0), "\n";
print "exists helper: ", (exists &helper ? 1 : 0), ", exists nosuch: ", (exists &nosuch ? 1 : 0), "\n";

# call a sub only if it is defined
for my $n (qw(helper missing later)) {
    no strict 'refs';
    if (defined &{"main::$n"}) { print "calling $n: ", &{"main::$n"}(1), "\n" }
    else { print "no sub $n\n" }
}
