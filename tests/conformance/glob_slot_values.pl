# *glob{THING}: each slot perl's gelem gives — a reference to the scalar (always), the
# array and hash once perl has made them (named in the code, `our`, `use vars`, a
# symbolic dereference, a glob assignment), the sub, the glob itself, its name and package,
# undef for a slot it lacks and for any other name; the name may be an expression.
use strict;
use warnings;
no warnings "once";  # (perl lists them in its hash order)
use IO::Handle;
use Scalar::Util qw(reftype);
use vars qw(@declared %declared_h);

our @arr = (1, 2);
our %h = (a => 1);
our $s = 5;
our %only_declared;
sub foo { "foo!" }

print defined *foo{ARRAY} ? "A" : "a", defined *arr{ARRAY} ? "A" : "a",
    defined *h{HASH} ? "H" : "h", defined *arr{HASH} ? "H" : "h", "\n";
print ref(*s{SCALAR}), " ", ${ *s{SCALAR} }, " ", ref(*nosuch{SCALAR}), "\n";
print *foo{CODE}->(), " ", defined *arr{CODE} ? 1 : 0, "\n";
print *foo{NAME}, " ", *foo{PACKAGE}, " ", *Foo::bar{NAME}, " ", *Foo::bar{PACKAGE}, "\n";
print ref(*foo{GLOB}), " ", *{ *foo{GLOB} }{NAME}, " ", ${ *foo{GLOB} }, "\n";
print defined *foo{FORMAT} ? 1 : 0, " ", defined *foo{BOGUS} ? 1 : 0, "\n";
my $name = "CODE";
print *foo{$name}->(), " ", *foo{"NA" . "ME"}, "\n";
my $g = \*foo;
print *$g{CODE}->(), " ", *{$g}{NAME}, "\n";

no strict 'refs';
print *{"main::foo"}{CODE}->(), " ", *{"foo"}{PACKAGE}, "\n";
print join(",", map { defined *{"main::$_"}{ARRAY} ? 1 : 0 }
    qw(arr declared only_declared foo INC ARGV)), "\n";
print join(",", map { defined *{"main::$_"}{HASH} ? 1 : 0 }
    qw(h declared_h only_declared arr ENV INC)), "\n";
my @vivified = @{"main::made_here"};
print defined *{"main::made_here"}{ARRAY} ? "made\n" : "not made\n";
*alias = \@arr;
print defined *alias{ARRAY} ? "alias @{ *alias{ARRAY} }\n" : "no alias\n";

# The same referents as \$s, \@arr, \&foo.
print *s{SCALAR} == \$s ? "same" : "diff", " ", *arr{ARRAY} == \@arr ? "same" : "diff",
    " ", *foo{CODE} == \&foo ? "same" : "diff", "\n";
${ *s{SCALAR} } = 6;
push @{ *arr{ARRAY} }, 3;
print "$s @arr\n";
*bar = *foo{CODE};
print bar(), "\n";

# Subs found through the glob, as introspection code does.
my @subs = grep { defined *{"main::$_"}{CODE} } qw(foo bar nosub arr);
print "@subs\n";
print ref(*{"Foo::"}{HASH}), " ", *{"Foo::"}{NAME}, " ", *{"Foo::"}{PACKAGE}, "\n";

# The IO slot: the handle as an IO::File object.
my $io = *STDOUT{IO};
print ref($io), " ", reftype($io), " ", ref(*STDOUT{FILEHANDLE}), " ",
    defined *NOPE{IO} ? 1 : 0, "\n";
print $io "via io\n";
print {$io} "via block\n";
printf $io "%s\n", "printf";
$io->print("method\n");
print "$io" =~ /^IO::File=IO\(0x[0-9a-f]+\)$/ ? "str ok\n" : "str $io\n";
print *STDOUT{IO} == *STDOUT{IO} ? "one io\n" : "two ios\n";
print fileno(*STDERR{IO}), "\n";
my $anon = *{ *STDOUT{IO} };
print "$anon\n";
print {$anon} "through the anon glob\n";
