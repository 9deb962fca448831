# Data::Dumper: plain values, quoting, several arguments, the calling forms.
use strict;
use warnings;
use Data::Dumper;

$Data::Dumper::Sortkeys = 1;
$Data::Dumper::Sortkeys = 1;

print Dumper(1);
print Dumper("hello");
print Dumper("it's", 'back\\slash', "both \\' here", "");
print Dumper(undef);
print Dumper("multi\nline\ttab");
print Dumper([], {});
print Dumper [1, 'two', undef];
print Dumper { key => 'value' };
my @list = (1, 2);
my %h = (a => 1);
print Dumper(@list, \@list, \%h);
print Data::Dumper::Dumper("qualified");
my $s = Dumper(1, 2);
print "scalar: $s";
my @parts = Dumper('a', 'b', 'c');
print scalar(@parts), " parts: ", join('|', @parts);
print "defaults: $Data::Dumper::Indent $Data::Dumper::Varname [$Data::Dumper::Pad]",
    " $Data::Dumper::Quotekeys [$Data::Dumper::Pair] $Data::Dumper::Terse\n";
print "version ok\n" if $Data::Dumper::VERSION >= 2;
print Dumper(1 == 1, 1 == 0, !1, !!1);
print Dumper();
print "empty: [", Dumper(), "]\n";
my $x = 'x';
print Dumper($x, \$x, $x);

package Other;
use Data::Dumper ();
print Data::Dumper::Dumper([ 'from Other' ]);

package main;
my $code = \&Dumper;
print $code->([ 'through a code ref' ]);
my $full = \&Data::Dumper::Dumper;
my @two = $full->(1, 2);
print scalar(@two), ": ", @two;
