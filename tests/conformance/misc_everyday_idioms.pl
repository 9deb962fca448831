use strict;
use warnings;
OUTER: for my $i (1..3) {
    for my $j (1..3) {
        next OUTER if $j == 2 && $i == 2;
        last OUTER if $i == 3;
        print "$i$j ";
    }
}
print "\n";
my @a = reverse sort { lc($a) cmp lc($b) } qw(b A c);
print "@a\n";
print scalar reverse("abc"), "\n";
printf "%*d|%-*s|\n", 5, 42, 4, "ab";
printf "%x %o %b %e\n", 255, 8, 5, 1234.5;
my @list = (1) x 3; print "@list\n";
my $str = "abc" x 2; print "$str\n";
my %h; $h{$_} //= length for qw(aa b ccc); print join(",", map {"$_$h{$_}"} sort keys %h), "\n";
my $i = 0; while (1) { last if ++$i > 3 } print "i=$i\n";
my @m = ("a1b2c3" =~ /(\d)/g); print "@m\n";
my $s = "hello world"; my $p = index($s, "o"); my $r = rindex($s, "o"); print "$p $r\n";
print join(",", map { ord } split //, "AB"), " ", chr(65), "\n";
my $u = uc "mixed Case"; print "$u\n";
my @sorted = sort { $b <=> $a } 1..5; print "@sorted[0..1]\n";
my $aref = [map { $_ * 2 } grep { $_ % 2 } 1..9]; print "@$aref\n";
my ($first) = grep { $_ > 3 } @$aref; print "$first\n";
print "wantarray: ", (sub { wantarray ? "list" : "scalar" })->(), "\n";
my $code = sub { return (1, 2, 3) }; my $last = $code->(); my @all = $code->(); print "$last @all\n";
my %opts = (verbose => 1, (0 ? (debug => 1) : ()), name => 'x'); print join(",", sort keys %opts), "\n";
my $n = () = (1, 2, 3, 4); print "$n\n";
print "ternary chain: ", (5 > 3 ? "a" : 5 > 1 ? "b" : "c"), "\n";
my @arr = (1..10); print "sum: ", eval { my $t = 0; $t += $_ for @arr; $t }, "\n";
my @sl = @arr[2..4]; my @neg = @arr[-2, -1]; print "@sl @neg\n";
my $hr = {}; $hr->{a}{b}{c} = 1; print join(",", keys %{$hr->{a}}), "\n";
print "defined-or: ", (undef // "dflt"), "\n";
my @empty; print "empty is false\n" unless @empty;
print "str repeat: ", "-" x 10, "\n";
my $fmt = sprintf("%3d%%", 50); print "$fmt\n";
my $text = "line1\nline2\nline3"; my @lines = split /\n/, $text; print scalar(@lines), "\n";
chomp(my $c = "text\n"); print "[$c]\n";
my $joined = join "", map { chr(ord($_) + 1) } split //, "HAL"; print "$joined\n";
