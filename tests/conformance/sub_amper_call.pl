use strict;
use warnings;

# `&name;` calls name with the caller's own @_: what the callee shifts, pushes or
# assigns through @_ is seen by the caller afterwards.
sub take_option {
    my $opt = shift;
    return $opt =~ /^-/ ? $opt : do { unshift @_, $opt; undef };
}
sub parse_args {
    my @opts;
    while (@_) {
        my $o = &take_option;
        last unless defined $o;
        push @opts, $o;
    }
    print "options: @opts; rest: @_\n";
}
parse_args(qw(-v -x file1 file2));
parse_args(qw(plain));

# A logging wrapper that forwards everything unchanged.
sub add { my $sum = 0; $sum += $_ for @_; return $sum }
sub logged_add { print "add(@_)\n"; return &add }
print "sum: ", logged_add(1, 2, 3, 4), "\n";

# Through a code reference, with and without braces.
my %dispatch = (double => sub { map { $_ * 2 } @_ }, count => sub { scalar @_ });
sub run_double { my $f = $dispatch{double}; return &$f }
sub run_count { return &{ $dispatch{count} } }
print "double: ", join(",", run_double(5, 6, 7)), "\n";
print "count: ", run_count(qw(a b c d)), "\n";

# The elements stay aliased to the caller's variables.
sub trim_all { s/^\s+|\s+$//g for @_ }
sub tidy { &trim_all }
my @fields = ("  a ", " b", "c  ");
tidy(@fields);
print join("|", @fields), "\n";

# Context passes through too, and recursion can consume @_ bit by bit.
sub context { wantarray ? "list" : "scalar" }
sub show_context { my @l = &context; my $s = &context; print "$l[0] $s\n" }
show_context();
sub total { return 0 unless @_; my $head = shift; return $head + &total }
print "total: ", total(1 .. 10), "\n";

# At the top level @_ is the program's own (empty here).
sub how_many { scalar @_ }
print "top: ", &how_many, "\n";

# An undefined sub dies as usual, and the next call gets its own arguments.
eval { &no_such_sub };
print "error: $@";
print "after: ", how_many(1, 2), "\n";
