# prototype(): of named and anonymous subs (by name, unqualified or qualified, and by
# code reference), of subs without one, of a module's XS subs, and of keywords
# (CORE::NAME, undef for those without one, perl's error for a name that is none).
use strict;
use warnings;
use List::Util qw(first);
use Cwd ();

sub two($$) { $_[0] + $_[1] }
sub opt($;$) { 1 }
sub blk(&@) { 1 }
sub refs(\@\%) { 1 }
sub none { 1 }
sub empty() { 5 }
sub under(_) { 1 }
package Other { sub other($) { 1 } }

sub show { my ($what, $p) = @_; print "$what: ", (defined $p ? "'$p'" : "undef"), "\n" }
show("two", prototype("two"));
show("main::two", prototype("main::two"));
show("&two", prototype("&two"));
show("\\&two", prototype(\&two));
show("opt", prototype(\&opt));
show("blk", prototype("blk"));
show("refs", prototype("refs"));
show("none", prototype("none"));
show("empty", prototype(\&empty));
show("under", prototype("under"));
show("Other::other", prototype("Other::other"));
show("missing", prototype("no_such_sub"));
my $anon = sub ($$) { 1 };
show("anon", prototype($anon));
show("anon none", prototype(sub { 1 }));
show("Cwd::getcwd", prototype("Cwd::getcwd"));
for my $kw (qw(push splice keys each length substr time print system sprintf join
               die open select bless ref defined undef scalar sort map grep lc uc
               abs atan2 sleep sprintf pack unpack exists delete chomp mkdir
               __FILE__ __LINE__ if my and cmp glob fc say evalbytes break)) {
    show("CORE::$kw", prototype("CORE::$kw"));
}
for my $bad (qw(nonesuch CORE GLOBAL)) {
    eval { my $p = prototype("CORE::$bad") };
    print "CORE::$bad: $@";
}
$_ = "two";
show("topic", prototype);
