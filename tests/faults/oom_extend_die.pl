# Sizes too big to address are dies, which eval catches (unlike running out of memory):
# perl's "Out of memory during string extend", "... list extend" and "... array extend".
my $big = 2**62;
for my $case (
    [ 'string x', sub { my $s = "abcd" x $big; 1 } ],
    [ 'list x',   sub { my @a = (1, 2) x $big; 1 } ],
    [ 'index',    sub { my @a; $a[$big] = 1; 1 } ],
    [ '$#a',      sub { my @a; $#a = $big; 1 } ],
) {
    my ($what, $code) = @$case;
    my $r = eval { $code->() };
    print "$what: ", (defined $r ? "ran\n" : "died: $@");
}
