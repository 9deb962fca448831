# confess and cluck: a backtrace with Carp's argument formatting (numbers bare, strings
# double-quoted with escapes, undef, long strings cut, at most 8 arguments), the
# arguments shift took off @_, &name; calls, eval frames and anonymous subs.
use strict;
use warnings;
use Carp qw(confess cluck croak);

sub show { my ($what) = @_; eval { confess "confessed" }; print "$what: $@" }

sub args_kinds { show('kinds') }
args_kinds(1, -2, 3.5, "1e5", "text", 'quote"dollar$at@back\\', undef, "");

sub escapes { show('escapes') }
escapes("tab\there", "nl\n", "\x{7f}", "caf\xe9", "\x{263a}smile", "0x10", "1.", "-", " 3");

sub many { show('many') }
many(1 .. 12);

sub long_arg { show('long') }
long_arg("a" x 70, "b" x 61, "c" x 62);

sub shifted {
    my $first = shift;
    my $second = shift;
    show('shifted');
}
shifted('one', 'two', 'three');

sub emptied { @_ = (); show('emptied') }
emptied(1, 2);

sub amp_inner { show('amp') }
sub amp_outer { &amp_inner }
amp_outer('shared');

my $anon = sub { show('anon') };
$anon->('x', 2);

sub nested_eval { eval { eval { show('evals') } } }
nested_eval(9);

sub three { cluck "clucked" }
sub two { three(@_, 'more') }
sub one { two(@_) }
one('start');

{
    local $Carp::MaxArgNums = 3;
    many('a' .. 'f');
}
{
    local $Carp::MaxArgLen = 10;
    long_arg("0123456789abc", "short");
}
{
    local $Carp::MaxArgNums = 0;
    many(1 .. 10);
}

# A backtrace after a line was read names the handle, as die does.
open(my $fh, '<', 'carp_confess.pl') or die "open: $!";
my $first = <$fh>;
eval { confess "after reading" };
print "read: $@";
close $fh;

# Objects and references show as Class=HASH(...); compare without the address.
package Thing;
sub new { bless {}, shift }
sub meth { my $self = shift; eval { main::confess("in method") }; my $e = $@; $e =~ s/0x[0-9a-f]+/ADDR/g; print "method: $e" }
package main;
Thing->new->meth([1], { a => 1 });
