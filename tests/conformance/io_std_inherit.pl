# The standard handles re-opened onto files are the children's (descriptors 0-2 are not
# closed on exec, as perl leaves every descriptor at or below $^F); other handles are
# closed on exec unless opened under a larger $^F.
use strict;
use warnings;

my $base = "/tmp/camelift_io_std_inherit.$$";
my ($out, $in) = ("$base.out", "$base.in");
open(my $w, '>', $in) or die "$in: $!";
print $w "a line from the file\n";
close $w;

open(my $save_out, '>&', \*STDOUT) or die "dup: $!";
open(my $save_err, '>&', \*STDERR) or die "dup: $!";
open(STDOUT, '>', $out) or die "$out: $!";
system('echo', 'child writes the new STDOUT');
open(STDERR, '>&', \*STDOUT) or die "dup: $!";
system('sh', '-c', 'echo child writes the new STDERR >&2');
open(STDERR, '>>', $out) or die "$out: $!";
system('sh', '-c', 'echo appended through STDERR >&2');
open(STDOUT, '>&', $save_out) or die "restore: $!";
open(STDERR, '>&', $save_err) or die "restore: $!";

open(STDIN, '<', $in) or die "$in: $!";
system('cat');

open(my $r, '<', $out) or die "$out: $!";
print "file: $_" while <$r>;
close $r;

open(my $g, '<', $in) or die "$in: $!";
my $fd = fileno $g;
system('sh', '-c', "cat 2>/dev/null <&$fd || echo descriptor above \\\$^F is closed on exec");
close $g;
{
    local $^F = 100;
    open(my $h, '<', $in) or die "$in: $!";
    my $n = fileno $h;
    system('sh', '-c', "cat <&$n");
    close $h;
}
pipe(my $pr, my $pw) or die "pipe: $!";
my $pfd = fileno $pw;
system('sh', '-c', "echo x 2>/dev/null >&$pfd || echo pipe end closed on exec");
close $pw;
close $pr;
unlink $out, $in;
print "done\n";
