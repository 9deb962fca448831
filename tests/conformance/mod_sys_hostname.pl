# Sys::Hostname compiled from its real file: its XS part (Hostname.xs's ghname,
# gethostname(2)) bound by the file's argument-less XSLoader::load() in a BEGIN block.
# The name differs between machines: only machine-independent facts are printed.
use strict;
use warnings;
use Sys::Hostname;

print "loaded: ", (defined &Sys::Hostname::ghname ? 1 : 0), (defined &hostname ? 1 : 0), "\n";
my $host = hostname();
print "defined: ", (defined $host ? 1 : 0), " nonempty: ", (length($host) ? 1 : 0), "\n";
print "no newline or NUL: ", ($host =~ /[\0\r\n]/ ? 0 : 1), "\n";
my $xs = Sys::Hostname::ghname();
print "ghname is hostname: ", ($xs eq $host ? 1 : 0), "\n";
chomp(my $cmd = `hostname 2>/dev/null` // '');
print "matches hostname(1): ", ($cmd eq '' || $cmd eq $host ? 1 : 0), "\n";
print "cached: ", (hostname() eq $host ? 1 : 0), " ", (defined $Sys::Hostname::host ? 1 : 0), "\n";
my @list = Sys::Hostname::ghname();
print "list: ", scalar(@list), "\n";
eval { hostname("x") };
(my $err = $@) =~ s/ at .*//s;
print "args: $err\n";
eval { Sys::Hostname::ghname(1) };
print "usage: $@";
