use strict;
use warnings;

# References to references, and dereferencing chains of any length.
my $val = "core";
my $r1 = \$val;
my $r2 = \$r1;
my $r3 = \$r2;
print ref($r1), " ", ref($r2), " ", ref($r3), "\n";
print "$$r1 ${$$r2} ${${$$r3}} $$$$r3\n";

$$$$r3 = "changed";
print "val: $val\n";

# a ref to a ref to an array
my @a = (10, 20, 30);
my $ra = \@a;
my $rra = \$ra;
print "via rra: @$$rra; first ${$$rra}[0]; last $$rra->[-1]; count ", scalar(@$$rra), "\n";
push @$$rra, 40;
print "pushed: @a\n";

# a ref to a ref to a hash
my %h = (one => 1, two => 2);
my $rrh = \\%h;
print "via rrh: ", join(",", map { "$_=$$rrh->{$_}" } sort keys %$$rrh), "\n";

# ref to an anonymous ref
my $anon = \[1, [2, 3]];
print ref($anon), " ", ref($$anon), " ", $$anon->[1][0], " ", ${$$anon}[1]->[1], "\n";

# ref to a code ref
my $code = sub { "called with @_" };
my $rcode = \$code;
print ref($rcode), ": ", $$rcode->(1, 2), "; ", &{$$rcode}(3), "\n";

# chasing a chain of refs of unknown length
my $deep = \\\\\"five levels";
my $n = 0;
my $cur = $deep;
while (ref $cur) { $cur = $$cur; $n++ }
print "unwrapped $n levels to '$cur'\n";

# refs to refs compare by identity
my $p = \$r1;
my $q = \$r1;
print "same target: ", ($$p == $$q ? 1 : 0), ", different holders: ", ($p == $q ? 1 : 0), "\n";
