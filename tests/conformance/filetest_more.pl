# File tests beyond -e -f -d: types, mode bits, ownership, real-id access, ages, -t.
sub show { my $v = shift; defined $v ? ($v eq '' ? "''" : $v) : 'u' }
for my $f ('/dev/null', '/tmp', '/bin/sh', '/etc/passwd', '/nonexistent') {
    print "$f:", (map { " " . show($_) } -p $f, -S $f, -b $f, -c $f, -u $f, -g $f, -k $f,
        -o $f, -O $f, -R $f, -W $f, -X $f), "\n";
}
print -t STDIN ? "tty\n" : "notty\n";
print -t ? "tty\n" : "notty\n";
print -p STDIN ? "pipe\n" : "nopipe\n";
open my $fh, '<', '/etc/passwd' or die;
print -c $fh ? "char\n" : "not char\n";
my $m = -M '/etc/passwd'; print $m > 0 ? "older than the start\n" : "newer\n";
print defined(-A '/nonexistent') ? "d\n" : "u\n";
print -C _ ? "C\n" : "noC\n";
