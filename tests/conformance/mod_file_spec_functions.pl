# File::Spec::Functions, whose export lists its code computes: Exporter's import runs at
# BEGIN time and the parser learns the subs it installed.
use strict; use warnings;
use File::Spec::Functions;
use File::Spec::Functions qw(splitdir abs2rel catpath);
print catfile("a", "b", "c.txt"), "\n";
print catdir("/usr", "lib"), "\n";
print canonpath("/a/./b//c/"), "\n";
print join("|", splitdir("/x/y/z")), "\n";
print file_name_is_absolute("/x") ? "abs\n" : "rel\n";
print abs2rel("/a/b/c", "/a"), "\n";
print curdir(), " ", updir(), " ", rootdir(), "\n";
print join(",", no_upwards(".", "..", "x")), "\n";
