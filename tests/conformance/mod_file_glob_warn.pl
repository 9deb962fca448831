# glob's warnings and odd arguments, as perl gives them.
use strict;
use warnings;
use File::Glob qw(bsd_glob);

chdir "/" or die;
my @r = glob("u\0sr");
print "nul inside: ", scalar(@r), "\n";
my $s = glob("e\0tc");
print "nul in scalar context: ", defined $s ? $s : "undef", "\n";
print "nul at the end: ", join(",", glob("usr\0")), "\n";
@r = bsd_glob("tmp\0x");
print "bsd_glob nul: ", scalar(@r), "\n";
{
    no warnings;
    @r = glob("u\0sr");
    print "quiet: ", scalar(@r), "\n";
}
local $_ = "us?";
print "glob of \$_: ", join(",", glob), "\n";
print "glob(undef) is of \$_: ", join(",", glob(undef)), "\n";
undef $_;
print "both undef: [", join(",", glob(undef)), "]\n";
@r = bsd_glob(undef);
print "bsd_glob(undef): ", scalar(@r), "\n";
@r = glob("");
print "empty pattern: ", scalar(@r), "\n";
@r = bsd_glob("");
print "bsd_glob empty: ", scalar(@r), "\n";
my $n = 42;
print "number: ", join(",", glob($n)), "\n";
print "list in glob: ", join(",", glob(("x", "usr")[1])), "\n";
