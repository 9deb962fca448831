# $^V and version objects: perl's core `version` class (new, parse, declare, qv,
# stringify, numify, normal, the comparisons and the operators it refuses).
use strict;
use warnings;

print ref($^V), " $^V $]\n";
print $^V eq "v5.36.0" ? "eq string\n" : "ne string\n";
print $^V ge v5.10 ? "ge v5.10\n" : "lt v5.10\n";
print $^V > 5.010 ? "> 5.010\n" : "<= 5.010\n";
print $^V eq 5.36.0 ? "eq 5.36.0\n" : "ne 5.36.0\n";
print $^V == 5.036 ? "== 5.036\n" : "!= 5.036\n";
print $^V lt v5.40.0 ? "older than 5.40\n" : "not older\n";
printf "%vd %s\n", $^V, sprintf("%vd", "1.22.333");
print $^V->numify, " ", $^V->normal, " ", $^V->stringify, "\n";
print $^V . "x", " ", ($^V ? "true" : "false"), "\n";
print join(",", sort keys %{$^V}), " $^V->{original} @{$^V->{version}}\n";
for my $code (sub { 0 + $^V }, sub { -$^V }, sub { $^V * 2 }, sub { $^V = 1 }) {
    print eval { $code->(); 1 } ? "no error\n" : "error: $@";
}

my @texts = ("1.2", "1.50", "1.2.3", "v1.2", "1.2_3", "v1.2.3_4", "0.000001", " 1.2 ",
    "1.10", "1.9", "v1.02.003", "undef");
for my $t (@texts) {
    my $v = version->new($t);
    printf "%-10s %-10s %-12s %-12s %s%s\n", "[$t]", "$v", $v->numify, $v->normal,
        $v->is_qv ? "qv" : "decimal", $v->is_alpha ? " alpha" : "";
}
for my $n (1.50, 1.2, 2, 0.1, 1.23456789) {
    print "number $n: ", version->new($n), "\n";
}
print version->new(v1.2), " ", version->new(1.2.3), " ", version->parse(v5.36.0), "\n";
print version->new(), " ", version->new(undef), " ", version->new(undef, "1.2"), "\n";
print version::qv("1.2"), " ", version->declare("1.2.3"), " ", version->declare(1.5), "\n";
for my $bad ("1.2.3.", "abc", "1.2a", "1..2", "-1", "1_2", "v1.2_3_4", "1.2.3_4_5") {
    print eval { version->new($bad); 1 } ? "$bad ok\n" : "$bad: $@";
}
print version->new("1.2") <=> version->new("1.10"), " ",
    version->new("1.2") cmp "1.2.0", " ",
    version->new("1.2.0") <=> "v1.2", " ",
    "1.3" <=> version->new("1.2"), " ",
    version->new("1.2")->vcmp("1.3"), "\n";
print version->new("1.2.3") == "v1.2.3" ? "equal\n" : "differ\n";
my @sorted = sort { version->parse($a) <=> version->parse($b) } qw(1.10 1.9 1.2.3 0.5 v1.1);
print "@sorted\n";

package My::Version;
our @ISA = ('version');
package main;
my $mine = My::Version->new("2.3");
print ref($mine), " $mine ", $mine > "2.1" ? "newer\n" : "older\n";
print ref(My::Version->declare("1.2")), "\n";
print eval { version::stringify("x"); 1 } ? "ok\n" : $@;
print eval { version::noop("x"); 1 } ? "ok\n" : $@;
printf "[%vd]\n", version->new("1.2_3");
