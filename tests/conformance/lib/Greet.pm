package Greet;
# A module in the style of most CPAN modules: Exporter through @ISA, default and
# optional exports, tags, an exported variable, a version.
use strict;
use warnings;
require Exporter;
our @ISA = qw(Exporter);
our @EXPORT = qw(greet);
our @EXPORT_OK = qw(shout whisper $Punct @Names %Count);
our %EXPORT_TAGS = (loud => [qw(shout)], all => [qw(greet shout whisper)]);
our $VERSION = '1.25';

our $Punct = '!';
our @Names = qw(ann bob);
our %Count = (greet => 0);

sub greet {
    my ($who) = @_;
    $Count{greet}++;
    return "Hello, $who$Punct";
}

sub shout { return uc(greet(@_)) }

sub whisper {
    my $w = lc greet(@_);
    warn "whispering to $_[0]\n" if @_ > 1;
    return $w;
}

sub where { my @c = caller; return "$c[1] line $c[2]" }

sub fail { die "Greet failed" }

1;
