# quotemeta and \Q on character strings: every ASCII non-word character is quoted,
# and above ASCII only the characters perl lists (Pattern_Syntax, white space, controls,
# default-ignorables): "\x{e9}" and "\x{100}" are not, "\x{263a}" and "\x{2028}" are.
# A byte string has every byte above 0x7F quoted, unless unicode_strings is in effect.
use strict;
use warnings;

sub f { utf8::is_utf8($_[0]) ? "U" : "b" }
sub o { join ",", map { ord } split //, $_[0] }

my $w = "a\x{263a}b.\x{e9}\x{2028}\x{100}";
my $q = quotemeta($w);
print o($q), " ", f($q), "\n";
my $e = "\xe9\xa0.\xd7";
my $qe = quotemeta($e);
print o($qe), " ", f($qe), "\n";
my $u = $e;
utf8::upgrade($u);
my $qu = quotemeta($u);
print o($qu), " ", f($qu), "\n";
print o("\Q$w\E"), "\n";
{
    use feature 'unicode_strings';
    my $qf = quotemeta($e);
    print o($qf), " ", f($qf), " ", o("\Q$e\E"), "\n";
}
print "a.b\x{263a}" =~ /^\Q$w\E/ ? "match" : "no match", "\n";
my $pat = quotemeta("\x{263a}+");
print "\x{263a}+" =~ /^$pat$/ ? "match" : "no match", "\n";
