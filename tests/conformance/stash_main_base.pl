# The main symbol table of a program that names little: perl's own entries.
# Control-character names (${^WARNING_BITS}, $^X, ...) are shown as \xNN.
sub shown {
    my ($name) = @_;
    return join "", map { my $o = ord; $o < 32 || $o > 126 ? sprintf("\\x%02x", $o) : $_ }
        split //, $name;
}

my @keys = sort keys %main::;
print scalar(@keys) > 30 ? "many keys\n" : "few keys\n";
print join(" ", map { shown($_) } @keys), "\n";

# %:: and %{"main::"} are the same table; main:: is inside itself.
print "same count: ", (keys %:: == @keys ? "yes" : "no"), "\n";
print "by name: ", (keys %{"main::"} == @keys ? "yes" : "no"), "\n";
print "nested: ", (keys %{"main::main::main::"} == @keys ? "yes" : "no"), "\n";
print "self: $main::{'main::'}\n";
print "STDOUT: $::{STDOUT}\n";
print "ENV: ", (exists $main::{ENV} ? "yes" : "no"), "\n";
print "unknown: ", (exists $main::{no_such_thing} ? "yes" : "no"), "\n";
print "still unknown: ", (exists $::{no_such_thing} ? "yes" : "no"), "\n";
my $n = 0;
while (my ($k, $v) = each %main::) {
    $n++;
}
print "each: ", ($n == @keys ? "all" : "not all"), "\n";
print "utf8:: glob: ", $main::{"utf8::"}, "\n";
