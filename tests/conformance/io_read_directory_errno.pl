# Reading a directory: readline gives undef and $! is "Is a directory" (read(2)'s EISDIR).
open my $d, '<', '/' or die "open: $!";
my $l = <$d>;
print defined $l ? "line\n" : "undef: $!\n";
my @all = <$d>;
print scalar(@all), " ", eof($d) ? "eof" : "not eof", "\n";
close $d;
