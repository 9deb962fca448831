# File::Glob's XS part: bsd_glob with flags, GLOB_ERROR, :bsd_glob and :nocase.
use strict;
use warnings;
use File::Temp qw(tempdir);
use File::Glob qw(:bsd_glob GLOB_ERROR csh_glob);

my $top = tempdir(CLEANUP => 1);
chdir $top or die "chdir: $!";
sub touch { for my $f (@_) { open my $fh, '>', $f or die "$f: $!"; close $fh } }
mkdir $_ for qw(Dir sub);
touch(qw(a.c B.c b.c A.h .dot c.txt), 'with space.c', 'sub/x.c', 'Dir/y.c');

sub show { my $label = shift; print "$label: ", join(" | ", @_), "\n" }

show("default", bsd_glob("*.c"));
show("0", bsd_glob("*", 0));
show("ALPHASORT", bsd_glob("*", GLOB_ALPHASORT));
show("NOSORT sorted", sort(bsd_glob("*.c", GLOB_NOSORT)));
show("NOCASE", bsd_glob("*.C", GLOB_NOCASE));
show("NOCASE set", bsd_glob("[a]*", GLOB_NOCASE));
show("MARK", bsd_glob("*", GLOB_MARK));
show("MARK|NOSORT", sort(bsd_glob("[DS]*", GLOB_MARK | GLOB_NOSORT)));
show("NOCHECK", bsd_glob("zz*", GLOB_NOCHECK));
show("NOCHECK quoted", bsd_glob('zz\*', GLOB_NOCHECK | GLOB_QUOTE));
show("NOMAGIC", bsd_glob("zz", GLOB_NOMAGIC), bsd_glob("zz*", GLOB_NOMAGIC));
show("no flags no match", bsd_glob("zz", 0));
show("BRACE off", bsd_glob("{a,b}.c", 0));
show("BRACE", bsd_glob("{b,a}.c", GLOB_BRACE));
show("QUOTE off", bsd_glob('a\.c', 0));
show("QUOTE", bsd_glob('a\.c', GLOB_QUOTE));
show("space", bsd_glob("with space.c"));
show("*/*.c", bsd_glob("*/*.c"));
$ENV{HOME} = "$top/sub";
show("TILDE", map { substr($_, length $top) } bsd_glob("~/*", GLOB_TILDE));
show("TILDE off", bsd_glob("~/*", 0));
show("CSH", bsd_glob("{a,c}.* z", GLOB_CSH));

my @r = bsd_glob("*.c");
print "error after a match: ", GLOB_ERROR, "\n";
@r = bsd_glob("missing/*", GLOB_ERR);
print "missing dir with GLOB_ERR: ", scalar(@r), " ", GLOB_ERROR, "\n";
@r = bsd_glob("*", GLOB_LIMIT);
print "GLOB_LIMIT: ", scalar(@r), " ", GLOB_ERROR, "\n";
print "last in scalar context: ", scalar(bsd_glob("*.c")), "\n";

# :bsd_glob makes glob and <...> bsd_glob: no splitting on spaces.
show("glob", glob("with space.c"));
show("<>", <with space.c>);
show("CORE::glob splits", CORE::glob("with space.c"));
show("csh_glob", csh_glob("a.c b.c"));
while (my $f = <*.h>) { print "h: $f\n" }

printf "constants: %d %d %d %d %d\n", GLOB_CSH, GLOB_NOSPACE, GLOB_ABEND, GLOB_ERR, GLOB_TILDE;
print "DEFAULT_FLAGS: $File::Glob::DEFAULT_FLAGS\n";
print "prototype: ", defined prototype("File::Glob::bsd_glob") ? "yes" : "none", "\n";
eval { File::Glob::bsd_glob() };
print "usage: $@";
chdir "/";
