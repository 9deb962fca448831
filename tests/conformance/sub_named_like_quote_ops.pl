# Subs whose names are quote-like operators (y s m q qq qw qr qx tr): a word after
# `sub`, after `->`, after `&`, before `=>` and inside `{...}` subscripts is a name;
# anywhere else in term position it still starts the quote-like operator.
use strict;
use warnings;

sub y  { "y(@_)" }
sub s  { "s(@_)" }
sub m  { "m(@_)" }
sub q  { "q(@_)" }
sub qq { "qq(@_)" }
sub qw { "qw(@_)" }
sub qr { "qr(@_)" }
sub qx { "qx(@_)" }
sub tr { "tr(@_)" }

# & calls, with and without arguments.
print &y(1), " ", &s(2, 3), " ", &m(), " ", &q, " ", &qq(4), "\n";
print &qw(5), " ", &qr(6), " ", &qx(7), " ", &tr(8), "\n";

# Fully qualified calls.
print main::y(9), " ", main::tr(10), " ", main::s(), "\n";

# Method calls.
print main->y(11), " ", main->s, " ", main->m(12), " ", main->q, "\n";
print main->qq, " ", main->qw(13), " ", main->tr(14), " ", main->qr, "\n";
print __PACKAGE__->y, "\n";

# References and defined/exists.
my $r = \&y;
print $r->(15), " ", &$r(16), " ", &{\&s}(17), "\n";
print defined &y ? "defined" : "undef", " ", exists &tr ? "exists" : "missing", "\n";
print defined &nosuch ? "defined" : "undef", "\n";
print main->can("qq")->(18), "\n";
my $name = "m";
print main->$name(19), "\n";

# Hash keys: before => and inside braces.
my %h = (y => 1, s => 2, m => 3, q => 4, tr => 5, qw => 6);
print join(",", map { "$_=$h{$_}" } sort keys %h), "\n";
print $h{y}, $h{s}, $h{m}, $h{q}, $h{tr}, $h{qw}, $h{ y }, "\n";
my $hr = \%h;
print $hr->{y} + $hr->{tr}, "\n";

# Elsewhere the words are still the operators.
$_ = "hello";
y/l/L/;
print "$_\n";
s/L/l/;
print "$_\n";
print "match\n" if m/He/i;
print q(single), " ", qq(double $_), " ", join("|", qw(a b c)), "\n";
my $n = tr/a-z//;
print "$n\n";
$_ = "abc";
y(a-c)(A-C);
print "$_\n";

# A forward declaration and a later definition.
sub y2;
print y2(), "\n";
sub y2 { "y2" }
