use v5.36;

# perl 5.36 still sets @_ in a sub with a signature, and warns at compile time
# where the sub uses it.
sub count_args ($x, @) { return scalar(@_) }
sub first_arg ($x) { return $_[0] }
sub copy_args ($x, $y = 2) { my @all = @_; return "@all" }
sub pass_on ($x, @rest) { return join_all(@_) }
sub join_all { return join "-", @_ }
sub last_index ($x, @) { return $#_ }
sub loop_args ($x, @) { my $t = 0; for my $a (@_) { $t += $a } return $t }
sub shifty ($x, @) { shift; return scalar @_ }
sub ampersand ($x) { &join_all }
sub interp ($x, @) { return "args: @_" }
sub guarded ($x, @) { return "alone" unless @_ > 1; return "with " . (@_ - 1) }
sub fallback ($x, @) { my @a = @_ || (0); return "@a" }

say count_args(1, 2, 3);
say first_arg("f");
say copy_args(7);
say pass_on(1, 2, 3);
say last_index(1, 2);
say loop_args(1, 2, 3, 4);
say shifty(1, 2, 3);
say ampersand("amp");
say interp(4, 5);
say guarded(1), "; ", guarded(1, 2, 3);
say fallback(9);

# Parameters are copies: changing @_ leaves them, and changing them leaves @_.
sub independent ($x) {
    $_[0] = "changed";
    return $x;
}
my $orig = "orig";
say independent($orig), " ", $orig;

{
    no warnings 'experimental::args_array_with_signatures';
    sub quiet ($x, @) { return scalar @_ }
    say quiet(1, 2);
}
