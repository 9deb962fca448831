package DynImport;
# An import that reaches its helpers only in ways a reading of the code cannot follow:
# a symbolic call, a method by a computed name, `can`, a destructor, AUTOLOAD, a
# sort by a named comparator, a goto to a computed sub and a dispatch table.
use strict;
use warnings;

our $AUTOLOAD;
my @log;

sub _by_symbol  { push @log, "symbol(@_)"; "sym" }
sub _by_name    { push @log, "method($_[1])"; $_[1] }
sub _by_can     { push @log, "can"; 1 }
sub _tail       { push @log, "goto(@_)"; scalar @_ }
sub _table_a    { push @log, "table a"; "a" }
sub _numerically { $a <=> $b }
sub DESTROY     { push @log, "DESTROY $_[0]{name}" }

sub AUTOLOAD {
    my $name = $AUTOLOAD;
    $name =~ s/.*:://;
    return if $name eq 'DESTROY';
    push @log, "AUTOLOAD $name";
    return "auto-$name";
}

sub _jump { my $target = "_tail"; no strict 'refs'; goto &{"DynImport::$target"} }

my %table = (a => \&_table_a);

sub import {
    my ($class, @names) = @_;
    my $caller = caller;
    no strict 'refs';
    my $s = &{"DynImport::_by_symbol"}(1, 2);
    my $m = "_by_name";
    $class->$m("x");
    $class->can("_by_can")->();
    { my $guard = bless { name => "guard" }, $class; }
    my $auto = $class->whatever;
    my @sorted = sort _numerically 10, 9, 100;
    push @log, "sorted @sorted";
    my $n = _jump(7, 8, 9);
    my $t = $table{a}->();
    for my $name (@names) {
        *{"${caller}::$name"} = sub ($) { "$name<$_[0]>" };
    }
    print "import log: ", join("; ", @log), "\n";
    @log = ();
}

1;
