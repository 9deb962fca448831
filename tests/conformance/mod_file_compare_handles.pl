# File::Compare of handles: `*FROM = *$from` of a lexical handle or a glob reference
# shares the handle, so compare reads the files the caller opened.
use strict;
use warnings;
use File::Compare qw(compare compare_text);

my $base = "/tmp/camelift_io_compare.$$";
my %text = (a => "one\ntwo\n", b => "one\ntwo\n", c => "one\nTWO\n");
for my $k (sort keys %text) {
    open my $o, '>', "$base.$k" or die "open: $!";
    print $o $text{$k};
    close $o;
}
open my $a1, '<', "$base.a" or die;
open my $b1, '<', "$base.b" or die;
print "handles same: ", compare($a1, $b1), "\n";
open my $a2, '<', "$base.a" or die;
open my $c2, '<', "$base.c" or die;
print "handles differ: ", compare($a2, $c2), "\n";
open(A3, '<', "$base.a") or die;
print "glob ref vs name: ", compare(\*A3, "$base.b"), "\n";
print "names: ", compare("$base.a", "$base.c"), "\n";
print "text ci: ", compare_text("$base.a", "$base.c", sub { lc $_[0] ne lc $_[1] }), "\n";
print "missing: ", compare("$base.a", "$base.none"), "\n";
unlink map { "$base.$_" } sort keys %text;
