# `use Module v-string` against a dotted $VERSION: the message shows both in normal form.
use lib 'lib';
use Dotted v1.10.2;
use Dotted 1.10.10;
print "not reached\n";
