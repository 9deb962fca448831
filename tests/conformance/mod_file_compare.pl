# File::Compare (pure Perl: read, binmode, -s, local *FH) on files it opens.
use strict;
use warnings;
use File::Compare;
my $dir = "/tmp/camelift_cmp_$$";
mkdir $dir or die;
sub put { open(my $h, '>', $_[0]) or die; print $h $_[1]; close $h }
put("$dir/a", "same text\n" x 1000);
put("$dir/b", "same text\n" x 1000);
put("$dir/c", "same text\n" x 999 . "diff text\n");
put("$dir/d", "short\n");
print "a b: ", compare("$dir/a", "$dir/b"), "\n";
print "a c: ", compare("$dir/a", "$dir/c"), "\n";
print "a d: ", compare("$dir/a", "$dir/d"), "\n";
print "a missing: ", compare("$dir/a", "$dir/missing"), "\n";
print "compare_text: ", File::Compare::compare_text("$dir/a", "$dir/b"), "\n";
print "cmp: ", File::Compare::cmp("$dir/a", "$dir/c"), "\n";
print "with size: ", compare("$dir/a", "$dir/b", 100), "\n";
unlink map { "$dir/$_" } qw(a b c d);
rmdir $dir;
print "done\n";
