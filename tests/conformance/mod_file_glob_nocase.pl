# use File::Glob ':nocase' and ':globally'; File::Glob's flags seen by the glob op.
use strict;
use warnings;
use File::Temp qw(tempdir);
use File::Glob qw(:globally :nocase);

my $top = tempdir(CLEANUP => 1);
chdir $top or die "chdir: $!";
for my $f (qw(Makefile README.md readme.txt main.C other.c)) {
    open my $fh, '>', $f or die "$f: $!";
    close $fh;
}
print join(" ", glob("*.c")), "\n";
print join(" ", <READ*>), "\n";
print join(" ", glob("m*")), "\n";
$File::Glob::DEFAULT_FLAGS &= ~File::Glob::GLOB_NOCASE();
print join(" ", glob("*.c")), "\n";
$File::Glob::DEFAULT_FLAGS = 0;
print join(" ", glob("{a,b}")), "|\n";
print join(" ", glob("*")), "\n";
chdir "/";
