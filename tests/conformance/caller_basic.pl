# caller: the no-argument form (package, file, line), caller(N)'s first elements
# (package, file, line, sub, hasargs, wantarray), and what it gives at the top level.
use strict;
use warnings;

sub show {
    my $n = shift;
    my @c = (caller($n + 1))[0 .. 5];
    print "  caller($n): ", join("|", map { defined $_ ? $_ : 'undef' } @c), "\n";
}

sub where {
    my ($pkg, $file, $line) = caller;
    my $scalar = caller;
    print "where: $pkg $file $line (scalar: $scalar)\n";
}

sub ctx { show(0) }

print "top level list: ", scalar(my @none = caller), " items\n";
print "top level scalar: ", defined(scalar caller) ? "defined" : "undef", "\n";
print "top level caller(0): ", defined(scalar caller(0)) ? "defined" : "undef", "\n";

where();
where(1, 2);

# wantarray as caller reports it: undef (void), '' (scalar), 1 (list).
print "void:\n";
ctx();
print "scalar:\n";
my $s = ctx();
print "list:\n";
my @l = ctx();

# hasargs: '' for &name; (the callee shares @_), 1 otherwise.
sub amp { show(0) }
sub calls_amp { &amp }
print "&amp;:\n";
calls_amp(5);
print "&amp():\n";
sub calls_amp_parens { &amp(1) }
calls_amp_parens();

# Nested subs: each level reports where it was called from.
sub level3 { show(0); show(1); show(2); show(3) }
sub level2 { level3('x') }
sub level1 { level2() }
print "nested:\n";
level1();

# Packages: the package is the caller's, the sub name is fully qualified.
package Counter;
sub new { my $class = shift; return bless { n => 0 }, $class }
sub bump { my $self = shift; main::show(0); main::where(); $self->{n}++ }
package main;
print "method:\n";
my $c = Counter->new;
$c->bump;
Counter::bump($c);
{
    package Inner;
    print "package block:\n";
    main::where();
}
print "back in main:\n";
where();

# Anonymous subs are named PACKAGE::__ANON__.
my $anon = sub { show(0) };
print "anon:\n";
$anon->(1);
&$anon;
package Other;
my $other_anon = sub { main::show(0) };
package main;
$other_anon->();

# A sort sub is called without @_ of its own; a sort block is no call at all.
sub by_num { show(0) if $a == 1 && $b == 2 || $a == 2 && $b == 1; $a <=> $b }
print "sort sub:\n";
my @nums = (2, 1);
my @sorted = sort by_num @nums;
sub sorts { my @r = sort { show(0) if $a == 3 || $b == 3; $a <=> $b } (3, 4); }
print "sort block:\n";
sorts();

# caller(N) in scalar context is the package.
sub pkg_of { return scalar caller(shift) }
sub pkg_outer { pkg_of(1) }
package Elsewhere;
print "scalar caller(1): ", main::pkg_outer(), "\n";
package main;
print "past the last frame: ", defined(pkg_of(5)) ? "defined" : "undef", "\n";
