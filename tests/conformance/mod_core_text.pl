# Core modules compiled from the installed perl's own files.
use strict;
use warnings;
use File::Basename;
use File::Basename qw(fileparse_set_fstype);
use Text::Tabs;
use Text::Abbrev;

for my $p ("/usr/local/lib/perl5/Foo.pm", "relative/dir/", "file.tar.gz", "/") {
    my ($name, $dir, $suffix) = fileparse($p, qr/\.[^.]*/);
    printf "%-28s name=%s dir=%s suffix=%s base=%s dirname=%s\n", $p, $name, $dir,
        $suffix, basename($p), dirname($p);
}
print basename("/a/b/c.txt", ".txt", ".pl"), "\n";
my $old = fileparse_set_fstype("MSWin32");
print "was $old: ", basename('C:\\dir\\file.exe'), " in ", dirname('C:\\dir\\file.exe'), "\n";
fileparse_set_fstype($old);

print "$_|\n" for expand("a\tbc\tdef\tg", "\tx");
print unexpand("        eight   spaces"), "|\n";
{
    local $tabstop = 4;
    print expand("1\t2\t3"), "|\n";
}
my %abbr = abbrev(qw(list load ls));
print join(" ", map { "$_=$abbr{$_}" } sort keys %abbr), "\n";
print "INC: ", join(",", grep { /Basename|Tabs|Abbrev|Exporter/ } sort keys %INC), "\n";
