# END blocks see the file's lexicals (their values when END runs), as named subs do.
use strict;
use warnings;
my $x = 5;
my @a = (1, 2);
my %h = (k => "v");
END { print "x=$x a=@a h=$h{k}\n" }
END { $x++; print "second END first: x=$x\n" }
for my $i (1..2) {
    my $in = $i * 10;
    END { print "loop lexical: ", defined $in ? $in : "undef", "\n" }
}
sub later { return "sub" }
END { print later(), " from END, status $?\n" }
$x = 7;
print "main done\n";
exit 3;
