# do FILE: found in @INC, run every time it is done, its last value returned; a file
# that dies leaves undef and $@; a missing one undef and $!.
use strict;
use warnings;
use lib 'lib';
our $setting;
my $r = do "conf.pl";
print "r=$r setting=$setting ", from_conf(), " err=[$@] inc=$INC{'conf.pl'}\n";
$setting = 0;
$r = do "conf.pl";
print "again r=$r setting=$setting\n";
$r = do "bad_conf.pl";
print defined $r ? "defined" : "undef", " err=$@";
$r = do "no_such_conf.pl";
print defined $r ? "defined" : "undef", " errno=", ($! + 0), " err=[$@]\n";
