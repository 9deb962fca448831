package Tagger;
# A module with its own import and unimport, as modules write them: closures and subs
# installed into the caller through symbolic globs, a variable shared, a sub with a
# prototype, and what caller() says inside import.
use strict;
use warnings;

our $VERSION = '2.5';
our $Level = 3;
my %made;

print "Tagger's body runs\n";

sub first_that(&@) {
    my $test = shift;
    for (@_) { return $_ if $test->() }
    return;
}

sub plain { join '-', 'plain', @_ }

sub import {
    my ($class, @tags) = @_;
    my ($pkg, $file, $line) = caller;
    $file =~ s{.*/}{};
    print "import($class: @tags) from $pkg at $file line $line\n";
    no strict 'refs';
    for my $tag (@tags) {
        my $open = "<$tag>";
        *{"${pkg}::$tag"} = sub { $made{$tag}++; $open . join('', @_) . "</$tag>" };
    }
    *{"${pkg}::first_that"} = \&first_that;
    *{"${pkg}::plain"} = \&plain;
    *{"${pkg}::Level"} = \$Level;
}

sub unimport {
    my $class = shift;
    my $pkg = caller;
    print "unimport($class) from $pkg: @_\n";
}

sub made { join ',', map { "$_=$made{$_}" } sort keys %made }

1;
