# ${^GLOBAL_PHASE} through a program's life, and in destructors at each phase.
BEGIN { print "begin: ${^GLOBAL_PHASE}\n" }
package Tracker;
sub new { bless { name => $_[1] }, $_[0] }
sub DESTROY { print "DESTROY $_[0]{name} in ${^GLOBAL_PHASE}\n" }
package main;
print "run: ${^GLOBAL_PHASE}\n";
our $global = Tracker->new("global");
my $lexical = Tracker->new("file lexical");
{ my $inner = Tracker->new("block"); }
END { print "end: ${^GLOBAL_PHASE}\n"; my $e = Tracker->new("in END"); }
print "last statement\n";
