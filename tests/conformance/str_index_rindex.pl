use strict;
use warnings;
use feature 'say';

my $s = "the cat sat on the mat";
say "index the: ", index($s, "the");
say "index cat: ", index($s, "cat");
say "index dog: ", index($s, "dog");
say "index at from 6: ", index($s, "at", 6);
say "index at from 100: ", index($s, "at", 100);
say "index at from -5: ", index($s, "at", -5);
say "index empty: ", index($s, "");
say "index empty from 5: ", index($s, "", 5);
say "index empty from 100: ", index($s, "", 100);
say "index in empty: ", index("", "a");
say "index empty in empty: ", index("", "");
say "rindex the: ", rindex($s, "the");
say "rindex at: ", rindex($s, "at");
say "rindex at from 10: ", rindex($s, "at", 10);
say "rindex at from 0: ", rindex($s, "at", 0);
say "rindex at from -1: ", rindex($s, "at", -1);
say "rindex t from 0: ", rindex($s, "t", 0);
say "rindex dog: ", rindex($s, "dog");
say "rindex empty: ", rindex($s, "");
say "rindex empty from 3: ", rindex($s, "", 3);
say "index case sensitive: ", index($s, "The");
say "index number in string: ", index("abc123def", 123);
say "index of whole: ", index($s, $s);
say "index longer needle: ", index("ab", "abc");
my @found;
my $pos = index($s, "at");
while ($pos != -1) {
    push @found, $pos;
    $pos = index($s, "at", $pos + 1);
}
say "all 'at' positions: @found";
my @back;
$pos = rindex($s, "t");
while ($pos != -1) {
    push @back, $pos;
    last if $pos == 0;
    $pos = rindex($s, "t", $pos - 1);
}
say "all 't' positions backwards: @back";
my $count = 0;
my $p = 0;
while (($p = index("banana", "ana", $p)) >= 0) {
    $count++;
    $p++;
}
say "overlapping 'ana' in banana: $count";
my $path = "dir/sub/file.txt";
my $slash = rindex($path, "/");
say "basename: ", substr($path, $slash + 1);
say "dirname: ", substr($path, 0, $slash);
my $dot = rindex($path, ".");
say "extension: ", substr($path, $dot + 1);
say "index with float position: ", index($s, "at", 5.9);
