use strict;
use warnings;

# Calling a sub that does not exist is a runtime error at the line where the
# statement starts, even when the call is on a later line of that statement.
sub exists_here { return 10 }
my $total = exists_here();
print "total so far: $total\n";

my $ok = eval {
    my $x = exists_here()
          + exists_here()
          + not_defined_anywhere(3);
    1;
};
print "caught: $@" unless $ok;

$ok = eval { Other::Pkg::helper(); 1 };
print "caught: $@" unless $ok;

my $name = "dynamic_name";
$ok = eval { no strict 'refs'; &$name(); 1 };
print "caught: $@" unless $ok;

my $code;
$ok = eval { $code->(1); 1 };
print "caught: $@" unless $ok;

print "now uncaught:\n";
my $y = 1;
my $z = $y
      + exists_here()
      + nosuch($y);
print "unreachable\n";
