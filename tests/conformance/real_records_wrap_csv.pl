use strict;
use warnings;
# a small text report: word wrap, column alignment, sorting records
my @records = map { my ($n, $d, $s) = split /:/; { name => $n, dept => $d, salary => $s } }
  qw(alice:eng:120000 bob:ops:85000 carol:eng:135000 dave:sales:70000 erin:ops:91000);
my %by_dept;
push @{ $by_dept{$_->{dept}} }, $_ for @records;
for my $dept (sort keys %by_dept) {
    my @people = sort { $b->{salary} <=> $a->{salary} } @{ $by_dept{$dept} };
    my $total = 0;
    $total += $_->{salary} for @people;
    printf "%-6s %2d people, avg %9.2f, top %s\n", $dept, scalar @people, $total / @people, $people[0]{name};
}
sub wrap {
    my ($width, $text) = @_;
    my @lines;
    my $line = "";
    for my $w (split ' ', $text) {
        if (length($line) + length($w) + 1 > $width && length $line) {
            push @lines, $line;
            $line = $w;
        } else {
            $line = length($line) ? "$line $w" : $w;
        }
    }
    push @lines, $line if length $line;
    return @lines;
}
print "$_\n" for wrap(20, "The quick brown fox jumps over the lazy dog and keeps running far away");
my $csv = qq{a,"b,c",d\n1,2,"3 ""x"""\n};
for my $row (split /\n/, $csv) {
    my @cells;
    while ($row =~ /\G(?:"((?:[^"]|"")*)"|([^,]*))(?:,|$)/g) {
        my $c = defined $1 ? $1 =~ s/""/"/gr : $2;
        push @cells, $c;
        last if pos($row) >= length $row;
    }
    print join(" | ", @cells), "\n";
}
my $t = "aaa bbb ccc";
my $cnt = ($t =~ s/(\w+)/<$1>/g);
print "$cnt $t\n";
my @nums = (3, 1, 4, 1, 5, 9, 2, 6);
my ($min, $max) = (sort { $a <=> $b } @nums)[0, -1];
print "min $min max $max\n";
my %seen; my @uniq = grep { !$seen{$_}++ } @nums; print "@uniq\n";
my $total = eval { my $x = 0; $x += $_ for @nums; $x } // 0; print "total $total\n";
print "nested: ", join(",", map { "[@$_]" } ([1,2],[3])), "\n";
my $s = sprintf "%-10s|%5s|%05.1f", "left", "right", 3.14159; print "$s\n";
print "joined: ", join("-", 'a'..'e'), "\n";
my @chars = split //, "hello"; print scalar(@chars), " $chars[-1]\n";
my $x = "10"; $x++; print "$x\n"; my $y = "a9"; $y++; print "$y\n";
print "exists\n" if exists $by_dept{eng}; print "not\n" unless exists $by_dept{hr};
delete $by_dept{ops}; print join(",", sort keys %by_dept), "\n";
