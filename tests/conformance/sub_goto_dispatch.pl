# goto &sub the way Perl programs use it: dispatch tables, wrappers, accessors made on
# first use, delegation to a parent class's method.
use strict;
use warnings;

# A dispatch table: the handler runs in place of the dispatcher.
my %handlers = (
    add => sub { my ($x, $y) = @_; return $x + $y },
    mul => sub { my ($x, $y) = @_; return $x * $y },
    neg => sub { return map { -$_ } @_ },
);
sub dispatch {
    my $op = shift;
    my $code = $handlers{$op} or die "unknown op '$op'\n";
    goto &$code;
}
print "add: ", dispatch(add => 2, 3), "\n";
print "mul: ", dispatch(mul => 4, 5), "\n";
print "neg: ", join(",", dispatch(neg => 1, 2, 3)), "\n";
print "bad: ", (eval { dispatch(pow => 1) } // $@);

# A wrapper made at run time around a sub, under a new name.
sub slow_square { return $_[0] ** 2 }
my %calls;
sub wrap {
    my ($name, $orig) = @_;
    no strict 'refs';
    *{"main::$name"} = sub { $calls{$name}++; goto &$orig };
}
wrap("square", \&slow_square);
{
    no strict 'refs';
    print "square: ", join(" ", map { &{"main::square"}($_) } 1 .. 4), "\n";
}
print "calls: $calls{square}\n";

# Accessors made on first use (the AUTOLOAD idiom): the method installs a sub under
# the accessor's name, then goes to it.
package Record;
sub new { my ($class, %fields) = @_; return bless {%fields}, $class }
sub get {
    my ($self, $field) = @_;
    my $name = "Record::get_$field";
    no strict 'refs';
    unless (defined &$name) {
        print "  (making $name)\n";
        *{$name} = sub { my $s = shift; return exists $s->{$field} ? $s->{$field} : "none" };
    }
    splice @_, 1, 1;
    goto &$name;
}
package main;
my $rec = Record->new(name => "camel", legs => 4);
print "name: ", $rec->get("name"), "\n";
print "name again: ", $rec->get("name"), "\n";
print "legs: ", $rec->get("legs"), "\n";
print "direct: ", $rec->get_name, "\n";
print "can: ", (Record->can("get_legs") ? "yes" : "no"), "\n";

# Delegation to a parent class's constructor and methods.
package Animal;
sub new { my ($class, %a) = @_; return bless { sound => "...", %a }, $class }
sub speak { my $self = shift; return ref($self) . " says $self->{sound}" }
package Dog;
our @ISA = ("Animal");
sub new { push @_, sound => "woof"; goto &Animal::new }
sub speak { my $m = $_[0]->can("Animal::speak") || \&Animal::speak; goto &$m }
package main;
my $dog = Dog->new(name => "rex");
print ref($dog), " $dog->{name}: ", $dog->speak, "\n";

# goto to a sub the runtime provides.
sub isa_array { goto &UNIVERSAL::isa }
print "isa: ", (isa_array([], "ARRAY") ? 1 : 0), (isa_array({}, "ARRAY") ? 1 : 0), "\n";

# A state machine run by goto, as a loop.
sub state_a { my $n = shift; return "stopped at $n" if $n >= 30000; @_ = ($n + 1); goto &state_b }
sub state_b { my $n = shift; @_ = ($n + 2); goto &state_a }
print state_a(0), "\n";
