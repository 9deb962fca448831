# Getopt::Long compiled from the installed perl: option types, aliases, negation,
# increments, lists and hashes, code refs, optional values, bundling, pass_through,
# GetOptionsFromArray, a hash for the results, and its warnings for bad options.
# args: -v -v --name=Bob -I a --inc b --define x=1 --define y=2 --count 3 --no-color --help -- file1 -file2
use strict;
use warnings;
use Getopt::Long qw(GetOptions GetOptionsFromArray :config no_ignore_case);

my $verbose = 0;
my $name = "world";
my @inc;
my %defs;
my ($count, $color, $help) = (undef, 1, 0);
GetOptions(
    'verbose|v+' => \$verbose,
    'name=s'     => \$name,
    'inc|I=s'    => \@inc,
    'define=s'   => \%defs,
    'count=i'    => \$count,
    'color!'     => \$color,
    'help|h'     => sub { my ($opt, $val) = @_; $help = "$opt=$val"; },
) or die "bad options\n";
print "verbose=$verbose name=$name inc=@inc count=$count color=$color help=$help\n";
print "define $_=$defs{$_}\n" for sort keys %defs;
print "rest: @ARGV\n";

my %h = (level => 1);
my @args = qw(--level 3 --tag a --tag b --opt --size=2.5 extra);
GetOptionsFromArray(\@args, \%h, 'level=i', 'tag=s@', 'opt', 'size=f') or die;
print "h: ", join(", ", map { "$_=" . (ref $h{$_} ? "[@{$h{$_}}]" : $h{$_}) } sort keys %h), "\n";
print "left: @args\n";

my @bad = qw(--level x --nosuch --size);
my %r;
{
    local $SIG{__WARN__} = sub { print "warning: $_[0]" };
    my $ok = GetOptionsFromArray(\@bad, \%r, 'level=i', 'size=f');
    print "ok=", ($ok ? 1 : 0), " left=@bad\n";
}

Getopt::Long::Configure(qw(bundling));
my @b = qw(-vvx -n5 --long);
my ($v, $x, $n, $long) = (0, 0, 0, 0);
GetOptionsFromArray(\@b, 'v+' => \$v, 'x' => \$x, 'n=i' => \$n, 'long' => \$long);
print "bundling: v=$v x=$x n=$n long=$long\n";

Getopt::Long::Configure(qw(no_bundling pass_through));
my @p = qw(--known 1 --unknown 2 rest);
my $known;
GetOptionsFromArray(\@p, 'known=i' => \$known);
print "pass_through: known=$known left=@p\n";

Getopt::Long::Configure(qw(no_pass_through));
my @o = qw(--opt --num 7);
my ($opt, $num) = ('unset', 'unset');
GetOptionsFromArray(\@o, 'opt:s' => \$opt, 'num:i' => \$num);
print "optional: opt='$opt' num=$num\n";
