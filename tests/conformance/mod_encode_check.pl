# decode('UTF-8', ...) of malformed input under each CHECK value, as users
# write it when reading bytes of unknown quality.
use strict;
use warnings;
use Encode qw(decode encode FB_DEFAULT FB_CROAK FB_QUIET FB_WARN FB_PERLQQ
              FB_HTMLCREF FB_XMLCREF LEAVE_SRC);

binmode STDOUT, ':utf8';
$SIG{__WARN__} = sub { my $w = shift; print "warn: $w" };

sub show {
    my ($label, $s) = @_;
    my $hex = join ' ', map { sprintf '%X', ord } split //, $s;
    printf "%-10s [%s] len=%d\n", $label, $hex, length $s;
}

my $bad = "ab\xE9cd\xC3\xA9\xFF!";

show('default', decode('UTF-8', $bad));
show('FB_DEFAULT', decode('UTF-8', $bad, FB_DEFAULT));

my $copy = $bad;
my $r = eval { decode('UTF-8', $copy, FB_CROAK); 1 };
print "croak: ", ($r ? "no error" : $@);
show('after', $copy);

$copy = $bad;
my $q = decode('UTF-8', $copy, FB_QUIET);
show('quiet', $q);
show('left', $copy);

$copy = $bad;
my $w = decode('UTF-8', $copy, FB_WARN);
show('warn', $w);
show('left', $copy);

$copy = $bad;
show('perlqq', decode('UTF-8', $copy, FB_PERLQQ));
print "perlqq text: ", decode('UTF-8', "x\xE9y", FB_PERLQQ), "\n";
show('src', $copy);

$copy = $bad;
show('keep', decode('UTF-8', $copy, FB_QUIET | LEAVE_SRC));
show('src', $copy);

$copy = $bad;
my $c = eval { decode('UTF-8', $copy, FB_CROAK | LEAVE_SRC) };
print "croak+leave: $@";
show('src', $copy);

# a coderef is called with each bad byte's value
my @seen;
my $cb = decode('UTF-8', $bad, sub { push @seen, $_[0]; sprintf '<%02X>', $_[0] });
print "coderef: $cb\n";
print "seen: @seen\n";

# truncated sequences, overlongs and surrogates
for my $bytes ("\xE2\x98", "\xC0\xAF", "\xED\xA0\x80", "\xF4\x90\x80\x80", "ok\xE2\x98\xBA") {
    my $hex = join ' ', map { sprintf '%02X', ord } split //, $bytes;
    my $s = eval { decode('UTF-8', my $t = $bytes, FB_CROAK) };
    if (defined $s) { show($hex, $s) }
    else { print "$hex: $@" }
    show("$hex d", decode('UTF-8', $bytes));
}

# utf8 (lax) against UTF-8 (strict)
my $sur = "\xED\xA0\x80";
show('lax', decode('utf8', $sur));
show('strict', decode('UTF-8', $sur));

# encode with HTML / XML character references and PERLQQ
my $wide = "caf\x{e9} \x{263A} \x{1F600}";
print "html: ", encode('ascii', $wide, FB_HTMLCREF), "\n";
print "xml: ", encode('ascii', $wide, FB_XMLCREF), "\n";
print "perlqq: ", encode('ascii', $wide, FB_PERLQQ), "\n";
print "latin1 html: ", encode('latin1', $wide, FB_HTMLCREF), "\n";
print "html dec: ", decode('ascii', "a\xE9b", FB_HTMLCREF), "\n";
print "xml dec: ", decode('ascii', "a\xE9b", FB_XMLCREF), "\n";
