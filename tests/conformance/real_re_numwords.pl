use strict;
use warnings;

# Number <-> words and roman numerals, driven by regex dispatch tables.

my @ones = qw(zero one two three four five six seven eight nine ten eleven twelve
              thirteen fourteen fifteen sixteen seventeen eighteen nineteen);
my @tens = qw(x x twenty thirty forty fifty sixty seventy eighty ninety);
my @scale = ('', qw(thousand million billion));

sub words {
    my $n = shift;
    return 'minus ' . words(-$n) if $n < 0;
    return $ones[$n] if $n < 20;
    return $tens[int $n / 10] . ($n % 10 ? '-' . $ones[$n % 10] : '') if $n < 100;
    return $ones[int $n / 100] . ' hundred' . ($n % 100 ? ' and ' . words($n % 100) : '') if $n < 1000;
    my @groups;
    (my $digits = $n) =~ s/(?<=\d)(?=(?:\d{3})+$)/,/g;
    @groups = reverse split /,/, $digits;
    my @parts;
    for my $i (reverse 0 .. $#groups) {
        next unless $groups[$i] + 0;
        push @parts, words($groups[$i] + 0) . ($scale[$i] ? " $scale[$i]" : '');
    }
    return join ', ', @parts;
}

my %val = (I => 1, V => 5, X => 10, L => 50, C => 100, D => 500, M => 1000);
sub from_roman {
    my $r = uc shift;
    return undef unless $r =~ /^M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/ && length $r;
    my $t = 0;
    while ($r =~ /(C[MD]|X[CL]|I[XV]|[MDCLXVI])/g) {
        my $tok = $1;
        $t += length $tok == 2 ? $val{substr $tok, 1} - $val{substr $tok, 0, 1} : $val{$tok};
    }
    return $t;
}
sub to_roman {
    my $n = shift;
    my $r = 'I' x $n;
    for my $rule (['I' x 5, 'V'], ['V' x 2, 'X'], ['X' x 5, 'L'], ['L' x 2, 'C'],
                  ['C' x 5, 'D'], ['D' x 2, 'M'], ['DCCCC', 'CM'], ['CCCC', 'CD'],
                  ['LXXXX', 'XC'], ['XXXX', 'XL'], ['VIIII', 'IX'], ['IIII', 'IV']) {
        my ($from, $to) = @$rule;
        $r =~ s/$from/$to/g;
    }
    return $r;
}

my @dispatch = (
    [ qr/^-?\d+$/,                    sub { "$_[0] => " . words($_[0]) } ],
    [ qr/^(?i)[mdclxvi]+$/,           sub { my $v = from_roman($_[0]); defined $v ? "$_[0] => $v => " . to_roman($v) : "$_[0] => invalid roman" } ],
    [ qr/^(\d+)\s*([+*-])\s*(\d+)$/,  sub { my %op = ('+' => sub { $_[0] + $_[1] }, '-' => sub { $_[0] - $_[1] }, '*' => sub { $_[0] * $_[1] });
                                             my $r = $op{$2}->($1, $3); "$_[0] = $r (" . words($r) . ')' } ],
    [ qr/^(\d{1,3}(?:,\d{3})+)$/,     sub { (my $n = $1) =~ tr/,//d; "$_[0] => " . words($n) } ],
);

for my $in ('0', '7', '13', '40', '99', '101', '999', '1000', '1001', '123456', '1000000', '2000015',
            '-45', 'XIV', 'mcmxcix', 'IIII', 'MMXXIV', '12 * 12', '100 - 250', '1,234,567', 'hello') {
    my $done;
    for my $d (@dispatch) {
        if ($in =~ $d->[0]) { print $d->[1]->($in), "\n"; $done = 1; last }
    }
    print "$in => ???\n" unless $done;
}
print join(' ', map { to_roman($_) } 1 .. 12, 40, 90, 400, 1994), "\n";
print "qr: $dispatch[1][0]\n";
