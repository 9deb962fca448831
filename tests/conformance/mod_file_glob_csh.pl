# glob, <*.c> and <A C G T> as perl's csh_glob does them, in a tree of our own.
use strict;
use warnings;
use File::Temp qw(tempdir);
use Cwd qw(getcwd);

my $top = tempdir(CLEANUP => 1);
chdir $top or die "chdir: $!";
sub touch { for my $f (@_) { open my $fh, '>', $f or die "$f: $!"; close $fh } }
mkdir $_ for qw(src src/lib docs Docs .config);
touch(qw(main.c util.c Util.h zeta.c alpha.h README readme.txt .hidden .profile),
      'my notes.txt', 'src/a.c', 'src/b.c', 'src/lib/deep.c', 'docs/x.pod',
      'Docs/Y.pod', '.config/rc', 'file[1].txt', 'star*.txt');

sub show { my $label = shift; print "$label: ", join(" | ", @_), "\n" }

# Plain wildcards, sorted as csh does: case folded first, then byte order.
show("*.c", glob("*.c"));
show("*", glob("*"));
show("*.?", <*.?>);
show("[a-m]*", glob("[a-m]*"));
show("[!a-m]*", glob("[!a-m]*"));
show("[uU]til.*", glob("[uU]til.*"));
show("?????.c", glob("?????.c"));

# Braces, nested braces, braces with wildcards.
show("*.{c,h}", glob("*.{c,h}"));
show("{zeta,main}.c", glob("{zeta,main}.c"));
show("{src/{a,b},docs/x}.*", glob("{src/{a,b},docs/x}.*"));
show("x{,y,z}", glob("x{,y,z}"));
show("{}", glob("{}"));
show("unmatched x{y", glob("x{y"));

# Hidden files only when the pattern starts with a dot.
show(".*", glob(".*"));
show(".[a-z]*", glob(".[a-z]*"));
show(".config/*", glob(".config/*"));

# No match: a word with a wildcard gives nothing; one without comes back as itself.
show("nothing*", glob("nothing*"));
show("nothing", glob("nothing"));
show("no{pe,ne}", glob("no{pe,ne}"));
show("mixed", glob("nothing* main.c ghost"));

# Several words, quotes keep spaces, backslashes protect wildcards.
show("words", glob("  main.c   zeta.c  "));
show("quoted", glob(q{"my notes.txt" 'README'}));
show("quoted wild", glob(q{"my *.txt"}));
show("unquoted space", glob("my notes.txt"));
show("escaped", glob('star\*.txt file\[1\].txt'));
show("escaped quote", glob('it\'s'));
show("unterminated", glob('"main.c'));

# Directories in the pattern.
show("src/*.c", glob("src/*.c"));
show("*/*.c", glob("*/*.c"));
show("*/", glob("*/"));
show("src/*/*", glob("src/*/*"));
show("*/*.pod", glob("*/*.pod"));
show("./m*", glob("./m*"));

# The <...> forms: a pattern, interpolation, a word list.
my $dir = "src";
my @in_dir = <$dir/*.c>;
show("<\$dir/*.c>", @in_dir);
show("<\${dir}/lib/*>", <${dir}/lib/*>);
show("<A C G T>", <A C G T>);
my @bases = map { my $base = $_; <$base.{a,b}> } qw(x y);
show("map", @bases);
show("CORE::glob", CORE::glob("*.h"));

# glob of $_.
for (qw(*.h src/*)) {
    show("\$_ $_", glob);
}

# Home directories: ~ is $HOME, ~user of one that does not exist stays.
$ENV{HOME} = "$top/src";
my @home = map { substr($_, length $top) } glob("~/*.c");
show("~/*.c", @home);
show("~", map { substr($_, length $top) } glob("~"));
show("~nosuchuser4711/x", glob("~nosuchuser4711/x"));
show('\~/x', glob('\~/x'));

chdir "/";
