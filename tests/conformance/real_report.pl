use strict;
use warnings;

my %company = (
    Engineering => [
        { name => 'Alice',   salary => 125000, skills => [qw(perl c rust)],   years => 7 },
        { name => 'Bob',     salary => 98000,  skills => [qw(perl python)],   years => 3 },
        { name => 'Carol',   salary => 125000, skills => [qw(go rust)],       years => 9 },
        { name => 'Dave',    salary => 87000,  skills => [qw(javascript)],    years => 2 },
    ],
    Sales => [
        { name => 'Eve',     salary => 72000,  skills => [qw(negotiation crm)], years => 5 },
        { name => 'Frank',   salary => 68000,  skills => [qw(crm)],             years => 1 },
        { name => 'Grace',   salary => 72000,  skills => [qw(excel crm presentation)], years => 4 },
    ],
    Research => [
        { name => 'Heidi',   salary => 140000, skills => [qw(statistics python r)], years => 11 },
        { name => 'Ivan',    salary => 110500, skills => [qw(python)],              years => 6 },
    ],
    Support => [],
);

sub average {
    my @nums = @_;
    return 0 unless @nums;
    my $sum = 0;
    $sum += $_ for @nums;
    return $sum / @nums;
}

sub commify {
    my $n = reverse sprintf("%.2f", shift);
    my $out = '';
    my $int_started = 0;
    my $count = 0;
    for my $i (0 .. length($n) - 1) {
        my $ch = substr($n, $i, 1);
        if ($ch eq '.') { $int_started = 1; $out .= $ch; next; }
        if ($int_started) {
            if ($count && $count % 3 == 0) { $out .= ','; }
            $count++;
        }
        $out .= $ch;
    }
    return scalar reverse $out;
}

my $grand_total = 0;
my $headcount = 0;
my %skill_count;

print "=" x 50, "\n";
printf "%-20s %s\n", "COMPANY REPORT", "(by department)";
print "=" x 50, "\n";

for my $dept (sort keys %company) {
    my @staff = @{ $company{$dept} };
    my $total = 0;
    $total += $_->{salary} for @staff;
    $grand_total += $total;
    $headcount += @staff;
    printf "\n%s (%d employee%s)\n", $dept, scalar(@staff), @staff == 1 ? '' : 's';
    print "-" x length($dept), "\n";
    if (!@staff) {
        print "  (no employees)\n";
        next;
    }
    my @sorted = sort {
        $b->{salary} <=> $a->{salary}
            or $b->{years} <=> $a->{years}
            or $a->{name} cmp $b->{name}
    } @staff;
    for my $e (@sorted) {
        printf "  %-8s %12s  %2d yrs  [%s]\n", $e->{name}, commify($e->{salary}),
            $e->{years}, join(', ', sort @{ $e->{skills} });
        $skill_count{$_}++ for @{ $e->{skills} };
    }
    printf "  %-8s %12s\n", 'Total', commify($total);
    printf "  %-8s %12s\n", 'Average', commify(average(map { $_->{salary} } @staff));
    my ($senior) = sort { $b->{years} <=> $a->{years} } @staff;
    print "  Most senior: $senior->{name} ($senior->{years} years)\n";
}

print "\n", "=" x 50, "\n";
printf "Headcount: %d\n", $headcount;
printf "Payroll:   %s\n", commify($grand_total);
printf "Average:   %.3f\n", $grand_total / $headcount;

print "\nSkills by popularity:\n";
for my $skill (sort { $skill_count{$b} <=> $skill_count{$a} or $a cmp $b } keys %skill_count) {
    printf "  %-14s %s (%d)\n", $skill, '*' x $skill_count{$skill}, $skill_count{$skill};
}

my @everyone = map {
    my $d = $_;
    map { { %$_, dept => $d } } @{ $company{$d} };
} sort keys %company;

print "\nAll employees by name length then name:\n";
for my $e (sort { length($a->{name}) <=> length($b->{name}) or $a->{name} cmp $b->{name} } @everyone) {
    printf "  %-6s %-12s %6.1fk\n", $e->{name}, $e->{dept}, $e->{salary} / 1000;
}

my %bands;
for my $e (@everyone) {
    my $band = $e->{salary} >= 100000 ? 'high' : $e->{salary} >= 80000 ? 'mid' : 'low';
    push @{ $bands{$band} }, $e->{name};
}
print "\nSalary bands:\n";
for my $band (sort keys %bands) {
    printf "  %-5s: %s\n", $band, join(' ', sort @{ $bands{$band} });
}
my @top3 = (sort { $b->{salary} <=> $a->{salary} or $a->{name} cmp $b->{name} } @everyone)[0 .. 2];
print "Top 3: ", join(', ', map { "$_->{name}=$_->{salary}" } @top3), "\n";
