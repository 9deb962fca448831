use strict;
use warnings;

# Default-argument idioms: //, ||, @_ counts, option hashes, and their differences.
sub greet {
    my $name = shift // "world";
    my $punct = @_ ? shift : "!";
    return "hello, $name$punct";
}
print greet(), "\n", greet("perl"), "\n", greet("you", "?"), "\n", greet(undef, ""), "\n";

sub with_or { my $n = shift || 10; return $n }
sub with_dor { my $n = shift // 10; return $n }
for my $v (undef, 0, "", "0", 5) {
    my $label = defined $v ? "'$v'" : "undef";
    printf "%-5s || gives %s, // gives %s\n", $label, with_or($v), with_dor($v);
}

sub connect_to {
    my %opt = (host => "localhost", port => 80, tls => 0, @_);
    return join(" ", map { "$_=$opt{$_}" } sort keys %opt);
}
print connect_to(), "\n";
print connect_to(port => 443, tls => 1), "\n";
print connect_to(host => "example.org", retries => 3), "\n";

sub from_ref {
    my $args = shift // {};
    my $size = $args->{size} // 1;
    my $fill = exists $args->{fill} ? $args->{fill} : "*";
    return defined $fill ? $fill x $size : "undef fill";
}
print "[", from_ref(), "] [", from_ref({ size => 4 }), "] [", from_ref({ size => 3, fill => "ab" }), "] [",
      from_ref({ fill => undef, size => 2 }), "]\n";

# positional with defaults filled from the end
sub range_of {
    my ($from, $to, $step) = @_;
    $to   //= $from + 4;
    $step //= 1;
    my @r;
    for (my $i = $from; $i <= $to; $i += $step) { push @r, $i }
    return "@r";
}
print range_of(1), " | ", range_of(1, 3), " | ", range_of(0, 10, 5), "\n";

# counting arguments to choose behaviour
sub area {
    return "need at least one side" if @_ == 0;
    return $_[0] ** 2 if @_ == 1;
    return $_[0] * $_[1] if @_ == 2;
    return "too many sides (" . scalar(@_) . ")";
}
print join(", ", area(), area(3), area(3, 4), area(1, 2, 3)), "\n";

# a default that is computed once per call from other arguments
sub label { my ($text, $width) = @_; $width //= length($text) + 2; return sprintf "[%-*s]", $width, $text }
print label("ab"), label("ab", 5), label("abcdef", 3), "\n";

# ||= and //= on hash values provide defaults in place
my %conf = (depth => 0, name => "", mode => undef);
$conf{depth} ||= 3;
$conf{name} //= "anon";
$conf{mode} //= "fast";
$conf{extra} ||= "added";
print join(", ", map { "$_=" . $conf{$_} } sort keys %conf), "\n";
