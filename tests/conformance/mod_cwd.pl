# Cwd compiled from its real file: its XS part (getcwd, fastcwd, abs_path) bound by the
# file's XSLoader::load, realpath its alias; symbolic links, `..`, trailing slashes,
# relative paths, a missing last component, failures with $!.
use strict;
use warnings;
use Cwd qw(getcwd abs_path realpath);

my $base = "/tmp/camelift_mod_cwd_$$";
mkdir $base or die "mkdir $base: $!";
mkdir "$base/d"   or die "mkdir: $!";
mkdir "$base/d/e" or die "mkdir: $!";
open my $fh, '>', "$base/d/f.txt" or die "open: $!";
close $fh;
symlink "d",          "$base/ln"    or die "symlink: $!";
symlink "$base/d/e",  "$base/abs"   or die "symlink: $!";
symlink "e/../../d",  "$base/d/up"  or die "symlink: $!";
symlink "loop2",      "$base/loop1" or die "symlink: $!";
symlink "loop1",      "$base/loop2" or die "symlink: $!";
symlink "nowhere",    "$base/dangling" or die "symlink: $!";
chdir $base or die "chdir: $!";

my $real = getcwd();
sub rel {
    my $p = shift;
    return "undef" unless defined $p;
    $p =~ s/^\Q$real\E/BASE/;
    $p =~ s/^\Q$base\E/BASE/;
    return $p;
}

print "loaded: ", (defined &Cwd::getcwd ? 1 : 0), (defined &Cwd::fastcwd ? 1 : 0),
    (defined &Cwd::abs_path ? 1 : 0), (exists $INC{'XSLoader.pm'} ? 1 : 0), "\n";
print "getcwd: ", rel(getcwd()), "\n";
print "fastcwd: ", rel(Cwd::fastcwd()), "\n";
print "abs_path(): ", rel(abs_path()), "\n";
print "base is real: ", ($real eq abs_path($base) ? 1 : 0), "\n";

for my $p (qw(. .. d d/ d//e/ d/e d/../d ./d/./e ln ln/ ln/e ln/.. abs abs/.. d/up
              d/up/e d/f.txt d/f.txt/ d/f.txt/.. d/new d/new/ new/x ln/new dangling
              dangling/x loop1 loop1/x), "", "$base/ln/e") {
    $! = 0;
    my $r = abs_path($p);
    my $err = defined $r ? "" : " ($!)";
    print "abs_path('", rel($p), "') = ", rel($r), "$err\n";
}

print "realpath is abs_path: ", (realpath("ln/e") eq abs_path("ln/e") ? 1 : 0), "\n";
my $code = \&Cwd::getcwd;
print "code ref: ", rel($code->()), "\n";
print "can: ", (Cwd->can('abs_path') ? 1 : 0), "\n";
{
    no strict 'refs';
    my $name = "Cwd::abs_path";
    print "by name: ", rel(&$name("d/e")), " ", rel(&{"Cwd::getcwd"}()), "\n";
}
print "list: ", join(",", map { rel($_) } abs_path("ln"), getcwd()), "\n";
my $cnt = () = abs_path("d");
print "count in list: $cnt\n";

eval { Cwd::fastcwd(1) };
print "fastcwd(1): $@";
eval { abs_path("a", "b") };
print "abs_path(a, b): $@";

chdir "d/e" or die "chdir: $!";
print "after chdir: ", rel(getcwd()), " ", rel(abs_path("../f.txt")), "\n";
chdir "/" or die "chdir /: $!";
print "root: ", getcwd(), " ", abs_path("/"), " ", abs_path("/.."), " ", abs_path("//"), "\n";

unlink map { "$base/$_" } qw(ln abs d/up loop1 loop2 dangling d/f.txt);
rmdir "$base/d/e" or die "rmdir: $!";
rmdir "$base/d"   or die "rmdir: $!";
rmdir $base       or die "rmdir: $!";
print "cleaned: ", (-e $base ? 0 : 1), "\n";
