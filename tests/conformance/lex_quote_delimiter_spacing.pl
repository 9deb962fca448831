# A quote-like operator's delimiter may follow on a later line, after white space
# and comments; a `#` right after the word is the delimiter itself, and a word
# followed by `=>` (even on the next line) is a string.
use strict;
use warnings;

my @w = qw
  (alpha beta gamma);
print "@w\n";

my $s = q # this is a comment
  {single};
print "$s\n";

my $t = q#hash delimited#;
print "$t\n";

my $name = "world";
my $d = qq
   <hello $name>;
print "$d\n";

$_ = "banana";
s
  /a/A/g;
print "$_\n";

y #comment
  [A][a];
print "$_\n";

if ("Perl" =~ m
      {^p}i) {
    print "matched\n";
}

my %h = (
    q
      => 1,
    s # a comment before the fat comma
      => 2,
    y => 3,
);
print join(",", map { "$_=$h{$_}" } sort keys %h), "\n";

my $n = () = "a,b,c" =~ m
  /,/g;
print "$n commas\n";
print "line ", __LINE__, "\n";
warn "warned";
