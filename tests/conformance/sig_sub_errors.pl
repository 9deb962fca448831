use v5.36;

# Argument count errors die at the caller's statement and can be caught.
sub pair ($x, $y) { "$x,$y" }
sub range_of ($from, $to = $from + 10, $step = 1) { "$from..$to/$step" }
sub at_least ($first, @rest) { scalar @rest }
sub options ($name, %opts) { join ",", $name, map { "$_=$opts{$_}" } sort keys %opts }
sub none () { "none" }

my @tries = (
    [ pair     => sub { pair(1) } ],
    [ pair     => sub { pair(1, 2, 3) } ],
    [ pair     => sub { pair() } ],
    [ range_of => sub { range_of() } ],
    [ range_of => sub { range_of(1, 2, 3, 4) } ],
    [ at_least => sub { at_least() } ],
    [ options  => sub { options("x", "odd") } ],
    [ options  => sub { options("x", a => 1, "b") } ],
    [ options  => sub { options() } ],
    [ none     => sub { none(1) } ],
);
for my $t (@tries) {
    my ($name, $code) = @$t;
    my $r = eval { $code->() };
    if (defined $r) { say "$name ok: $r" }
    else            { print "$name died: $@" }
}

# The line is that of the calling statement, even across lines.
sub helper ($x) { $x }
eval {
    my $v = helper(
        1,
        2,
    );
};
print "multi-line call: $@";

# Anonymous subs and methods name themselves as perl does.
my $anon = sub ($n) { $n };
eval { $anon->() };
print "anon: $@";
package Counter {
    sub new ($class, %args) { bless { count => $args{start} // 0 }, $class }
    sub add ($self, $n) { $self->{count} += $n; $self }
}
my $c = Counter->new(start => 5);
eval { $c->add() };
print "method: $@";
eval { Counter->new("start") };
print "constructor: $@";
say "count: ", $c->add(3)->{count};

# The count is checked before any default runs.
my $ran = 0;
sub checked ($x, $y = $ran++) { $y }
eval { checked() };
eval { checked(1, 2, 3) };
say "defaults ran: $ran";
checked(1);
say "defaults ran: $ran";

# &name; passes the caller's @_, and the check applies to it.
sub outer_call { &pair }
say outer_call(3, 4);
eval { outer_call(3) };
print "ampersand: $@";

# die inside a signatured sub reports its own line.
sub fails ($why) { die "failed: $why\n" if $why; die "no reason" }
eval { fails("bad input") };
print "own die: $@";
eval { fails(0) };
print "own die: $@";

# Errors propagate through nested evals and rethrows.
sub wrapper ($x) { my $r = eval { pair($x) }; die "wrapped: $@" unless defined $r; $r }
eval { wrapper(1) };
print $@;
say "done";
