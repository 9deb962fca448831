use strict;
use warnings;

# @_ aliases the caller's arguments; copies made with my/shift do not.
sub double_all { $_ *= 2 for @_; return scalar @_ }
my ($a1, $b1) = (1, 2);
my @arr = (3, 4);
my $n = double_all($a1, $b1, @arr);
print "doubled $n: $a1 $b1 @arr\n";

sub via_index { $_[0] = "first"; $_[-1] = "last" }
my @w = qw(a b c);
via_index(@w);
print "via index: @w\n";

sub copy_only { my ($x) = @_; $x = "changed"; return $x }
my $orig = "kept";
copy_only($orig);
print "copy: $orig\n";

sub shift_copy { my $x = shift; $x .= "!"; $_[0] .= "?"; return $x }
my ($p, $q) = ("p", "q");
my $r = shift_copy($p, $q);
print "shift: $p $q $r\n";

# hash values are aliased; hash elements that do not exist are created only on assignment
my %h = (k => 1);
sub bump { $_[0]++ }
bump($h{k});
bump($h{new});
print "hash: k=$h{k} new=$h{new}\n";
sub look { my $v = $_[0]; return defined $v ? "def" : "undef" }
my $res = look($h{ghost});
print "look: $res, ghost exists: ", (exists $h{ghost} ? 1 : 0), "\n";

# array elements past the end
my @short = (1);
sub set_third { $_[0] = "x" }
set_third($short[2]);
print "short: ", scalar(@short), " [", join(",", map { defined $_ ? $_ : "u" } @short), "]\n";

# aliasing survives through nested calls passing @_ along
sub inner { $_[0] = uc $_[0] }
sub middle { inner(@_) }
my $word = "quiet";
middle($word);
print "nested: $word\n";

# assigning to @_ as a whole breaks the alias
sub rebind { @_ = ("new"); $_[0] = "z"; return }
my $safe = "safe";
rebind($safe);
print "rebind: $safe\n";

# the count of @_ and defaulting missing arguments
sub args { return scalar(@_) . ":" . join("|", map { defined $_ ? $_ : "undef" } @_) }
print "args: ", args(), " ", args(undef), " ", args(1, undef, 3), " ", args(()), " ", args((), 1, ()), "\n";

# local copies of list and hash arguments
sub summarize { my ($name, %opt) = @_; return "$name: " . join(",", map { "$_=$opt{$_}" } sort keys %opt) }
print summarize("cfg", size => 3, colour => "red", size => 4), "\n";
sub head_tail { my ($head, @tail) = @_; return "$head + " . scalar(@tail) }
print head_tail(1 .. 5), "\n";

# foreach over @_ aliases too
sub trim_all { for (@_) { s/^\s+//; s/\s+$// } }
my @raw = ("  a ", "b  ", "  c");
trim_all(@raw);
print "trimmed: [", join("][", @raw), "]\n";

# modifying a literal argument is fatal
my $ok = eval { bump(5); 1 };
print "literal: ", ($ok ? "ok\n" : $@);
