# The start-up probe with modules: ten modules of perl's library that a command-line
# tool uses, a little work with each, one line of output. perl parses and compiles them
# on every start; the compiled program only runs their bodies.
use strict;
use warnings;
use Getopt::Long qw(GetOptionsFromArray);
use File::Basename qw(basename dirname);
use File::Spec;
use File::Path qw(mkpath);
use File::Find qw(find);
use Text::Wrap qw(wrap);
use Text::ParseWords qw(shellwords);
use Time::Local qw(timegm);
use Cwd qw(getcwd);
use List::Util qw(sum max);
use Data::Dumper;
use Carp qw(croak);

my @args = ("--n", "3", "--name", "x y");
GetOptionsFromArray(\@args, "n=i" => \my $n, "name=s" => \my $name) or croak "bad options";
my @words = shellwords(q{a "b c" d});
my $wrapped = wrap("", "", "word " x 20);
my $t = timegm(0, 0, 0, 1, 0, 2000);
my $path = File::Spec->catfile("a", "b", "c.txt");
local $Data::Dumper::Indent = 0;
local $Data::Dumper::Terse = 1;
print join(" | ", $n, $name, scalar(@words), basename($path), dirname($path),
    sum(1 .. 10), max(3, 9, 2), $t, scalar(split /\n/, $wrapped),
    Dumper([1, { a => 2 }]), (defined getcwd() ? "cwd" : "nocwd"),
    (defined &find && defined &mkpath ? "subs" : "nosubs")), "\n";
