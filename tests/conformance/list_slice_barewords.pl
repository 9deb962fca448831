use strict;
use warnings;
no warnings 'syntax';    # silence "Scalar value @h{...} better written as $h{...}"

# A lone identifier in the braces of a hash slice is a string, as in a hash element.
my %h = (name => "ann", age => 31, city => "oslo");
my $r = \%h;
my @one = @h{name};
my @via_ref = @$r{age};
my @via_block = @{$r}{city};
print "single-key slices: @one @via_ref @via_block\n";
@h{zip} = ("0150");
print "assigned through a bareword slice: $h{zip}\n";
my ($n) = @h{name};
print "in list assignment: $n\n";
print "elements for comparison: $h{name} $r->{age} ${$r}{city}\n";
