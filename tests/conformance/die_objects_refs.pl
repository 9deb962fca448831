use strict;
use warnings;

# Exceptions that are references: hashes, arrays, code, and nested rethrows.
eval { die { code => 404, msg => "not found", path => "/x" } };
if (ref $@ eq 'HASH') {
    print "hash error: $@->{code} $@->{msg} at $@->{path}\n";
}

eval { die [500, "server error"] };
print "array error: ", ref($@), " code $@->[0] text $@->[1]\n";

eval { die \"scalar message" };
print "scalar ref error: ${ $@ }\n";

eval { die sub { "generated message: @_" } };
print "code ref error: ", $@->("x", "y"), "\n";

# a ref error passes unchanged through nested evals and rethrows
my $err = { level => 0 };
eval {
    eval { die $err };
    $@->{level}++;
    die $@;
};
print "rethrown same ref: ", ($@ == $err ? "yes" : "no"), ", level $@->{level}\n";

# structured errors with a try/catch helper
sub try_catch {
    my ($try, $catch) = @_;
    my @r = eval { $try->() };
    return $@ ? $catch->($@) : @r;
}
my @results = map {
    my $n = $_;
    try_catch(
        sub { die { kind => "neg", value => $n } if $n < 0; die { kind => "zero" } if $n == 0; return 100 / $n },
        sub { my $e = shift; return ref $e ? "caught $e->{kind}" . (exists $e->{value} ? "($e->{value})" : "") : "caught text: $e" },
    )
} (5, 0, -3, 20);
print "results: ", join("; ", @results), "\n";

# classifying errors by their shape
for my $thrower (sub { die "plain text\n" }, sub { die { code => 1 } }, sub { die [1, 2, 3] }, sub { die 42 }) {
    eval { $thrower->() };
    my $e = $@;
    my $kind = !ref $e ? "string: " . ($e =~ s/\n//r) : ref $e eq 'HASH' ? "hash with code $e->{code}" : ref $e eq 'ARRAY' ? "array of " . scalar(@$e) : "other";
    print "$kind\n";
}

# $@ stays a reference after the eval, and a new eval resets it
eval { die { first => 1 } };
my $saved = $@;
eval { 1 };
print "saved still ref: ", ref($saved), ", \$\@ now empty: ", ($@ eq "" ? "yes" : "no"), "\n";

# an error object collecting context on the way up
sub level3 { die { trail => ["level3"] } }
sub level2 { eval { level3() }; push @{ $@->{trail} }, "level2"; die $@ }
sub level1 { eval { level2() }; push @{ $@->{trail} }, "level1"; die $@ }
eval { level1() };
print "trail: @{ $@->{trail} }\n";

# die with a ref that is false-looking still counts as an error
eval { die [] };
print "empty array ref error is ", ($@ ? "true" : "false"), ", is ref: ", (ref $@ ? 1 : 0), "\n";
