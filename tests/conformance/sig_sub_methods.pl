use v5.36;

package Shape {
    sub new ($class, %args) {
        my $self = bless { name => $args{name} // "shape", sides => $args{sides} // 0 }, $class;
        $self->init(%args);
        return $self;
    }
    sub init ($self, %) { }
    sub name ($self) { $self->{name} }
    sub describe ($self, $prefix = "A") {
        return sprintf "%s %s with %d sides and area %.2f", $prefix, $self->name, $self->{sides}, $self->area;
    }
    sub area ($self) { 0 }
}

package Rect {
    our @ISA = ('Shape');
    sub init ($self, %args) {
        $self->{w} = $args{w} // 1;
        $self->{h} = $args{h} // $self->{w};
    }
    sub area ($self) { $self->{w} * $self->{h} }
    sub scale ($self, $fx, $fy = $fx) {
        return Rect->new(name => $self->{name}, sides => 4, w => $self->{w} * $fx, h => $self->{h} * $fy);
    }
}

package Circle {
    use parent -norequire, 'Shape';
    sub init ($self, %args) { $self->{r} = $args{r} }
    sub area ($self) { 3.14159265 * $self->{r} ** 2 }
    sub describe ($self, @rest) { "(" . $self->SUPER::describe(@rest) . ")" }
}

my @shapes = (
    Rect->new(name => "square", sides => 4, w => 3),
    Rect->new(name => "rectangle", sides => 4, w => 2, h => 5),
    Circle->new(name => "circle", r => 1.5),
);
say $_->describe for @shapes;
say $shapes[0]->describe("The");
say $shapes[1]->scale(2)->describe;
say $shapes[1]->scale(2, 0.5)->describe;

# Class methods through a string and can().
my $class = "Rect";
my $r = $class->new(name => "dyn", sides => 4, w => 4, h => 1);
my $m = $r->can("area");
say "area via can: ", $r->$m();
my $meth = "scale";
say $r->$meth(3)->area;

# Callbacks with signatures.
my @people = (
    { name => "ann", age => 31 },
    { name => "bob", age => 25 },
    { name => "cy",  age => 47 },
);
sub by_field ($field) { return sub ($p, $q) { $p->{$field} <=> $q->{$field} } }
my $cmp = by_field("age");
say join " ", map { $_->{name} } sort { $cmp->($a, $b) } @people;
sub each_person ($cb, @list) { $cb->($_, $_->{age} >= 30) for @list; return scalar @list }
my $n = each_person(sub ($person, $senior) { say "$person->{name}: ", $senior ? "senior" : "junior" }, @people);
say "visited $n";

sub reduce_list ($f, $acc, @items) {
    $acc = $f->($acc, $_) for @items;
    return $acc;
}
say reduce_list(sub ($a, $b) { $a + $b }, 0, 1 .. 100);
say reduce_list(sub ($a, $b) { $a . $b }, "", qw(s i g s));

my %handlers = (
    greet => sub ($who = "world") { "hello $who" },
    shout => sub ($text, %o) { my $t = uc $text; $o{bang} ? "$t!" : $t },
);
say $handlers{greet}->();
say $handlers{greet}->("perl");
say $handlers{shout}->("hey", bang => 1);

package Local::Thing { sub make ($x) { sub ($y) { "$x$y" } } }
my $maker = Local::Thing::make("pre-");
say $maker->("fix");
eval { $maker->() };
print $@;
