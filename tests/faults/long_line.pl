# targets: native
# (native only: qemu adds nothing to a read loop and a 100 MB input is slow there)
# stdin-gen: 100000000 a
# timeout: 60
my $line = <STDIN>;
print length($line), "\n";
chomp $line;
print length($line), " ", substr($line, 0, 3), " ", ($line =~ tr/a//), "\n";
print defined(<STDIN>) ? "more\n" : "eof\n";
