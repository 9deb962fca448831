use strict;
use warnings;
# perl's sort is a stable mergesort; comparators see $a/$b; NaN and undef compare equal.
print join(" ", sort { lc($a) cmp lc($b) } qw(b A a B c C)), "\n";
print join(" ", sort { $a <=> $b } 10, 9, 100, 1), "\n";
print join(" ", sort { $b <=> $a } 10, 9, 100, 1), "\n";
print join(" ", sort 10, 9, 100, 1), "\n";
print join(" ", sort { $a <=> $b } 3, "nan" + 0, 1, 0), "\n";
my @recs = map { { name => $_->[0], age => $_->[1] } } ([ann => 30], [bob => 25], [cy => 30], [di => 25]);
print join(" ", map { $_->{name} } sort { $a->{age} <=> $b->{age} } @recs), "\n";
print join(" ", map { $_->{name} } sort { $b->{age} <=> $a->{age} || $a->{name} cmp $b->{name} } @recs), "\n";
sub numerically { $a <=> $b }
print join(" ", sort numerically 5, 3, 11), "\n";
my @sorted = reverse sort { $a <=> $b } 4, 2, 8;
print "@sorted\n";
my %score = (al => 3, bo => 1, cy => 2);
for my $k (sort { $score{$b} <=> $score{$a} } keys %score) { print "$k $score{$k}\n" }
my @nested = sort { $a->[1] <=> $b->[1] or $a->[0] cmp $b->[0] } map { [$_, length $_] } qw(pear fig apple kiwi plum);
print join(",", map { $_->[0] } @nested), "\n";
my @e = sort { $a <=> $b } ();
print "empty: ", scalar(@e), "\n";
my @g = grep { defined } (1, undef, 2);
print "defined: @g\n";
my @u = grep { $_ ne "" } split_words("a b  c");
sub split_words { my $s = shift; my @w; my $cur = ""; for my $i (0 .. length($s) - 1) { my $ch = substr($s, $i, 1); if ($ch eq " ") { push @w, $cur; $cur = "" } else { $cur .= $ch } } push @w, $cur; return @w }
print "words: @u\n";
my $n = () = grep { $_ > 2 } 1 .. 5;
print "count via list assignment: $n\n";
my @m = map { $_ > 2 ? ($_, $_) : () } 1 .. 4;
print "flattened: @m\n";
