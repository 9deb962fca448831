# stdin: nul_bytes.stdin
while (my $l = <STDIN>) {
    print "$.: ", length($l), " [", join(",", map { ord } split //, $l), "]\n";
    print $l;
}
my $s = "x\0y";
print length($s), " ", ($s eq "x\0y" ? "eq" : "ne"), " ", index($s, "\0"), "\n";
