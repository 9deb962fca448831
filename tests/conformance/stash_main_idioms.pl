# What programs do with %main::: list their own subs, check that a package exists,
# find names by pattern, walk their packages; and keys that appear as the program runs.
use strict;
use warnings;

sub my_helper { 1 }
sub my_other { 2 }
sub report { return "report" }
our $config = 1;
our @list = (1, 2);

package Local::Shape;
sub new { my ($class) = @_; return bless {}, $class }
package Local::Shape::Circle;
our @ISA = ('Local::Shape');
sub area { 3 }
package main;

my @subs;
for my $name (sort keys %main::) {
    no strict 'refs';
    push @subs, $name if defined &{"main::$name"};
}
print "subs: @subs\n";
print "helpers: ", join(",", sort grep { /^my_/ } keys %::), "\n";
for my $pkg ("Local::", "Nope::", "Local::Shape::") {
    print "$pkg ", (exists $main::{$pkg} ? "exists" : "missing"), "\n";
}
print "inner: ", (exists $main::{"Local::"} && exists $Local::{"Shape::"} ? "yes" : "no"), "\n";
print "config: $main::{config}\n";
print "same: ", ($::{report} eq $main::{report} ? "yes" : "no"), "\n";
print "pkg: $main::{'Local::'}\n";

sub walk {
    my ($prefix, $depth) = @_;
    no strict 'refs';
    for my $k (sort keys %{"main::$prefix"}) {
        next unless $k =~ /::$/;
        next if $k eq 'main::';
        print "  " x $depth, "$prefix$k\n" if $prefix =~ /^Local/ || $k =~ /^Local/;
        walk("$prefix$k", $depth + 1);
    }
}
walk("", 0);

# Keys made as the program runs: a symbolic reference, a glob assignment, a class
# first blessed into, a file required in a sub, a pattern with an alternation.
sub seen {
    my @k = @_;
    return join " ", map { (my $n = $_) =~ s/\x12/^R/; exists $main::{$_} ? "$n=yes" : "$n=no" } @k;
}
print seen("made_late", "Later::", "File::", "\x12E_TRIE_MAXBUF"), "\n";
{
    no strict 'refs';
    ${"main::made_late"} = 1;
    *{"main::alias"} = \&my_helper;
}
my $obj = bless [], join "::", "Later", "Class";
sub load_spec {
    my ($class) = @_;
    require "File/Spec.pm";
    return $class->catfile("a", "b");
}
print load_spec("File::Spec"), "\n";
my $alt = join "|", qw(x y);
print "match\n" if "y" =~ /$alt/;
print seen("made_late", "Later::", "File::", "\x12E_TRIE_MAXBUF"), "\n";
print "alias: ", main::alias(), "\n";
print ref($obj), "\n";
