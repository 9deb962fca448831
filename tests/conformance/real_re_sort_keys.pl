use strict;
use warnings;

# Natural / version sorting with regex-extracted keys (Schwartzian transform),
# s/// through map/for aliases, local $_, and grep with captures.

my @files = qw(file10.txt file2.txt File1.TXT file2.log img_003.png img_12.png img_1.png README v1.10.0 v1.2.10 v1.2.9 v2.0.0-rc1 v2.0.0);

sub natkey {
    my $s = lc shift;
    $s =~ s/(\d+)/sprintf '%08d', $1/ge;
    return $s;
}
print "natural: ", join(' ', map { $_->[1] } sort { $a->[0] cmp $b->[0] } map { [natkey($_), $_] } @files), "\n";

my @versions = grep { /^v\d/ } @files;
my @vsorted = map { $_->[0] }
              sort { $a->[1] <=> $b->[1] || $a->[2] <=> $b->[2] || $a->[3] <=> $b->[3] || ($b->[4] eq '') <=> ($a->[4] eq '') || $a->[4] cmp $b->[4] }
              map { [$_, /^v(\d+)\.(\d+)\.(\d+)(?:-(\w+))?$/ ? ($1, $2, $3, $4 // '') : (0, 0, 0, '')] } @versions;
print "versions: @vsorted\n";

my %by_ext;
for (@files) {
    next unless /\.(\w+)$/;
    push @{ $by_ext{lc $1} }, $_;
}
print "$_: @{ $by_ext{$_} }\n" for sort keys %by_ext;

my @copy = @files;
s/\.\w+$// for @copy;
my @upper = map { (my $t = $_) =~ s/^(\w)/\U$1/; $t } @copy;
print "stems: @copy\n";
print "ucfirst: @upper\n";
my @orig = @files;
my @changed = grep { s/_(\d+)/-$1/ } @orig;
print "changed: @changed | orig now: @orig[5..7]\n";

sub normalize {
    local $_ = shift;
    s/^\s+//;
    s/\s+$//;
    s/\s+/ /g;
    tr/A-Z/a-z/;
    return $_;
}
$_ = 'outer value';
my @norm = map { normalize($_) } ("  Hello   World ", "\tTABS\there  ", "x");
print "norm: ", join('|', @norm), " \$_ still: $_\n";
for my $w (qw(alpha beta)) {
    local $_ = $w;
    s/a/A/g;
    print "local: $_ ";
}
print "after: $_\n";
my @nums = map { /(\d+)/ ? $1 : () } @files;
my @sorted = sort { $a <=> $b } @nums;
print "numbers: @sorted\n";
my ($longest) = sort { length $b <=> length $a || $a cmp $b } map { /([a-z]+)/gi } @files;
print "longest word: $longest\n";
