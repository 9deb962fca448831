# -T and -B as perl's pp_fttext judges: a path's first 512 bytes (UTF-8, NUL, odd
# characters past a third), empty files and directories, a handle's buffer, _ and $!.
use strict; use warnings;
my $d = "/tmp/ft_$$"; mkdir $d or die; chdir $d or die;
sub put { my ($n, $c) = @_; open my $f, ">", $n or die; binmode $f; print $f $c; close $f }
put("text.txt", "hello world\nsecond line\n");
put("empty", "");
put("nul.bin", "abc\0def");
put("utf8.txt", "caf\xc3\xa9 \xe2\x98\xba\n");
put("cut.txt", ("x" x 511) . "\xe2\x98\xba");
put("latin1.txt", "caf\xe9 na\xefve r\xe9sum\xe9\n");
put("odd.bin", join "", map { chr(128 + $_ % 100) } 1 .. 300);
put("mostly.txt", ("abcdefgh" x 3) . "\x01\x02\x03\x04");
put("ctrl.txt", ("ab" x 3) . "\x01\x02\x03\x04");
put("esc.txt", "\e[1mbold\e[0m\b\b\n");
put("vt.txt", "a\x0b\x0b\x0b");
for my $f (qw(text.txt empty nul.bin utf8.txt cut.txt latin1.txt odd.bin mostly.txt ctrl.txt esc.txt vt.txt . nope)) {
    my ($t, $b) = (-T $f, -B $f);
    printf "%-12s T=%s B=%s\n", $f, map { defined $_ ? ($_ ? 1 : "''") : "undef" } $t, $b;
}
print "size via _: ", -s _, "\n" if -T "text.txt";
stat "nul.bin"; print "T _: ", (-T _ ? 1 : 0), " B _: ", (-B _ ? 1 : 0), "\n";
open my $fh, "<", "text.txt" or die;
print "fh T: ", (-T $fh ? 1 : 0), " B: ", (-B $fh ? 1 : 0), "\n";
my $line = <$fh>;
print "after read T: ", (-T $fh ? 1 : 0), " line: $line";
close $fh;
{ no warnings; print "closed: ", defined(-T $fh) ? "def" : "undef", "\n"; }
open my $e, "<", "empty" or die; print "empty fh: ", (-T $e ? 1 : 0), (-B $e ? 1 : 0), "\n";
open my $bin, "<", "odd.bin" or die; print "bin fh: ", (-T $bin ? 1 : 0), (-B $bin ? 1 : 0), "\n";
print "STDIN: ", (-T STDIN ? 1 : 0), "\n";
my $r = -T "nope\n";
opendir my $dh, "." or die; unlink grep { !/^\.\.?$/ } readdir $dh; chdir "/"; rmdir $d or die "rmdir: $!";
