use strict;
use warnings;

# wantarray in list, scalar and void context, across many call sites.
my @seen;
sub ctx { my $c = wantarray ? "list" : defined(wantarray) ? "scalar" : "void"; push @seen, $c; return wantarray ? (1, 2, 3) : "S" }

ctx();
my $s = ctx();
my @l = ctx();
my ($first) = ctx();
my $cnt = () = ctx();
print "basic: @seen | s=$s l=@l first=$first cnt=$cnt\n";
@seen = ();

if (ctx()) { }
unless (ctx()) { }
my $t = ctx() ? "t" : "f";
my $n = !ctx();
while (!@seen || @seen < 5) { ctx(); last }
print "boolean: @seen\n";
@seen = ();

for my $x (ctx()) { }
my @m = map { ctx() } 1;
my @g = grep { ctx() } 1;
print "loops: @seen\n";
@seen = ();

my %h = (k => ctx());
my @arr = (ctx(), ctx());
my $aref = [ctx()];
my $href = { k => scalar(ctx()) };
print "constructors: @seen | h{k}=$h{k} arr=", scalar(@arr), " aref=", scalar(@$aref), " href=$href->{k}\n";
@seen = ();

my $str = "x" . ctx();
my $num = ctx() + 0 ? 1 : 0;
my $interp = "@{[ ctx() ]}";
my $sc = scalar(ctx());
print "operators: @seen | $str $interp $sc\n";
@seen = ();

sub outer { return ctx() }
outer();
my $o = outer();
my @o = outer();
print "propagated through return: @seen\n";
@seen = ();

sub last_stmt { ctx() }
last_stmt();
my $ls = last_stmt();
my @ls = last_stmt();
print "last statement: @seen\n";
@seen = ();

my $code = \&ctx;
$code->();
my $cs = $code->();
my @cl = &$code();
print "through code ref: @seen\n";
@seen = ();

# a sub that adapts its return value
sub smart { my @r = map { $_ * 2 } @_; return wantarray ? @r : \@r }
my @list = smart(1, 2, 3);
my $ref = smart(1, 2, 3);
print "smart: @list / ", ref($ref), " of ", scalar(@$ref), "\n";
sub counted { return unless defined wantarray; return wantarray ? @_ : scalar(@_) }
print "counted: ", scalar(counted(qw(a b c))), " ", join("", counted(qw(a b c))), "\n";
