# require at run time: of a file that is not there (in eval, with $! and $@), of a
# module that dies or returns false, of a file by name, and require VERSION.
use strict;
use warnings;
use lib 'lib';
require 5.006;
print "helper first: ", (defined &helper_add ? "defined" : "not yet"), "\n";
require "helper.pl";
print "helper: ", helper_add(2, 3), " loaded $main::helper_loaded\n";
require "helper.pl";
print "loaded once: $main::helper_loaded\n";
my $ok = eval { require No::Such::Module; 1 };
print "missing: ", ($ok ? "loaded" : "not loaded"), " errno ", ($! + 0), "\n";
print "message: $@";
eval { require Dies; 1 } or print "Dies: $@";
print "Dies INC entry: ", (exists $INC{'Dies.pm'} ? (defined $INC{'Dies.pm'} ? "set" : "undef") : "none"), "\n";
eval { require Dies; 1 } or print "again: $@";
eval { require NotTrue; 1 } or print "NotTrue: $@";
print "NotTrue INC entry: ", (exists $INC{'NotTrue.pm'} ? "kept" : "deleted"), "\n";
sub optional { my $m = shift; return eval { require Counter; 1 } ? "have $m" : "no $m" }
print optional("Counter"), "\n";
