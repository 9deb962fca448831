# A script with its own lib/: Exporter's forms (default, named, tags, variables,
# version), %INC, and messages from the module's file and line.
use strict;
use warnings;
use lib 'lib';
use Greet;
use Greet qw(:loud whisper $Punct @Names %Count);
use Greet 1.1 ();

print greet("world"), "\n";
print shout("world"), "\n";
print whisper("World"), "\n";
print whisper("World", "loudly"), "\n";
$Punct = '?';
print greet("again"), "\n";
print "names: @Names; greets: $Count{greet}\n";
print "version $Greet::VERSION, from $INC{'Greet.pm'}\n";
print "where: ", Greet::where(), "\n";
eval { Greet::fail() };
print "caught: $@";
print "can greet: ", (main->can('greet') ? 'yes' : 'no'), "\n";
print "can where: ", (main->can('where') ? 'yes' : 'no'), "\n";
my $code = \&greet;
print $code->("ref"), "\n";
print defined &shout ? "shout defined\n" : "shout undefined\n";
print "required again: ", (require Greet), "\n";
print "INC has: ", join(",", grep { /Greet|Exporter/ } sort keys %INC), "\n";
print "first \@INC entry: $INC[0]\n";
