use strict; use warnings;
my $dir = "/usr/share/perl/5.36/Getopt";
opendir my $dh, $dir or die "cannot open $dir: $!";
my @entries = sort grep { !/^\./ } readdir $dh;
closedir $dh;
for my $e (@entries) {
    my @st = lstat "$dir/$e" or next;
    my $type = -d _ ? 'd' : -l _ ? 'l' : '-';
    my $perm = '';
    for my $shift (6, 3, 0) {
        my $bits = ($st[2] >> $shift) & 7;
        $perm .= ($bits & 4 ? 'r' : '-') . ($bits & 2 ? 'w' : '-') . ($bits & 1 ? 'x' : '-');
    }
    printf "%s%s %3d %8d %s\n", $type, $perm, $st[3], $st[7], $e;
}
