# Typeglobs as values: *name, *{"name"}, *$g, ${*$g}, \*{"name"}, *a = *b, and a glob
# value in foreach (overload.pm's form), under and without strict refs.
no strict 'refs';
our $x = 5; our @x = (1,2);
sub foo { "foo" }
my $g = *x;
print "$g|", ref(\$g), "|", ${*$g}, "|", $$g, "|@$g\n";
for my $s (*{"main::y"}) { *$s = \&foo; $$s = 3 }
print "$y ", defined &y ? 1:0,, "\n";
*bar = *foo;
print bar(), "\n";
my $r = \*{"main::x"};
print ref($r), " ", ${*$r}, "\n";
print "${*{'main::x'}}\n";
use strict;
my $h = *x;
print ${*$h}, "\n";
print *STDOUT, "\n";
print \&{*$h} == \&{"main::x"} ? "same\n" : "diff\n";
