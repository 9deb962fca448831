# croak and carp: the error reported where the sub that complains was called from
# (skipping calls inside the same package), $@ after a caught croak, carp's warning on
# stderr (and through __WARN__), croak with a newline, a reference or an object, and an
# uncaught croak's exit status.
use strict;
use warnings;

package Parser;
use Carp;
sub parse {
    my ($text) = @_;
    croak "empty input" if $text eq '';
    carp "trailing space in '$text'" if $text =~ / $/;
    return helper($text);
}
sub helper { my $t = shift; $t =~ s/ +$//; croak "digits only: $t" if $t =~ /\D/; return $t + 0 }
sub with_newline { croak "no location added?\n" }
sub with_ref { croak { code => 42 } }
sub with_obj { croak(Parser::Error->new("bad thing")) }
sub empty_croak { croak() }
sub list_croak { croak "a", "b", 3 }

package Parser::Error;
sub new { my ($class, $m) = @_; return bless { msg => $m }, $class }
sub msg { $_[0]{msg} }

package main;
use Carp;

sub try_parse {
    my $t = shift;
    my $r = eval { Parser::parse($t) };
    if ($@) {
        print "error: $@";
    } else {
        print "ok: $r\n";
    }
}

try_parse("12");
try_parse("");
try_parse("12x");
try_parse("7 ");

# Called straight from the top level of another package.
eval { Parser::parse("") };
print "top: $@";

eval { Parser::with_newline() };
print "newline: [$@]\n";
eval { Parser::with_ref() };
print "ref: ", ref($@), " code=$@->{code}\n";
eval { Parser::with_obj() };
print "object: ", ref($@), " ", $@->msg, "\n";
eval { Parser::empty_croak() };
print "empty: $@";
eval { Parser::list_croak() };
print "list: $@";

# croak from main to main: no caller outside the package, so a backtrace.
sub check_positive { my $n = shift; croak "not positive: $n" unless $n > 0; $n }
sub uses_check { check_positive(@_) }
eval { uses_check(-1) };
print "main to main: $@";
eval { croak "croak at the top" };
print "top level: $@";

# The qualified name works too.
sub qualified { Carp::croak("qualified croak") }
package Caller;
eval { main::qualified() };
print "qualified: $@";
package main;

# carp through a __WARN__ handler, and carp's return value.
{
    local $SIG{__WARN__} = sub { print "warned: $_[0]" };
    my $r = Parser::parse("5 ");
    print "parse returned $r\n";
    sub warns_main { carp "main carp" }
    warns_main();
}
carp "plain carp at top";
print "carp returns: ", (carp("x")), "\n";

# A croak nobody catches: the message on stderr and exit status 255.
print "about to croak\n";
Parser::parse("");
print "not reached\n";
