# Scalar::Util::set_prototype: the prototype prototype() gives afterwards (none for
# undef), on named subs, closures through \&$code, and what it returns; its errors for
# a reference that is no code.
use strict;
use warnings;
use Scalar::Util qw(set_prototype);

sub f { 1 }
sub g($) { 2 }
my $r = set_prototype(\&f, '$$');
print ref($r), " ", ($r == \&f ? "same sub" : "other"), "\n";
print "f: ", prototype("f"), " ", prototype(\&f), "\n";
set_prototype(\&f, undef);
print "f after undef: ", (defined prototype("f") ? "defined" : "undef"), "\n";
set_prototype(\&g, '');
print "g: '", prototype("g"), "'\n";
set_prototype(\&g, '\@;$');
print "g: ", prototype(\&g), "\n";
my $c = sub { 3 };
set_prototype(\&$c, '_');
print "closure: ", prototype($c), "\n";
my $d = set_prototype(sub { 4 }, '&@');
print "anonymous: ", prototype($d), " ", $d->(), "\n";
for my $bad (1, [], {}) {
    eval { &set_prototype($bad, "") };
    print "bad: ", $@ =~ /^(set_prototype: [^.]+?) at / ? $1 : $@, "\n";
}
