use strict;
use warnings;

# "Can't use string (...) as ... ref": the string is shown in full up to 32 characters,
# and cut with "..." after the closing quote when longer.
my @strings = ("x", "exactly thirty-two characters!!!", "thirty-three characters, one more", "a much longer string that goes on and on", "");
for my $s (@strings) {
    my $ok = eval { my $v = $s->{key}; 1 };
    print "hash:   $@" unless $ok;
    $ok = eval { my @v = @$s; 1 };
    print "array:  $@" unless $ok;
    $ok = eval { $s->(); 1 };
    print "code:   $@" unless $ok;
    $ok = eval { my $v = $$s; 1 };
    print "scalar: $@" unless $ok;
}
my $n = 12345678901234567890;
my $ok = eval { my @v = @$n; 1 };
print "number: $@" unless $ok;
my $multi = "line one\nline two";
$ok = eval { my %h = %$multi; 1 };
print "newline: $@" unless $ok;
