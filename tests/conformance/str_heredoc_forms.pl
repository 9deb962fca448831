use strict;
use warnings;

# Here-documents: quoted, unquoted, indented, several on a line, inside expressions.
my $name = "World";
my @list = (1, 2, 3);
my %h = (key => "value");

print <<"DQ";
Hello, $name! List: @list, elem $list[1], hash $h{key}, expr @{[ scalar @list ]}
Escapes: tab[\t] dollar[\$] at[\@]
DQ

print <<'SQ';
No $interpolation here, @list stays, \t stays, \\ stays two.
SQ

print <<BARE;
Bare word acts like double quotes: $name
BARE

print <<~INDENTED;
    The common leading whitespace
      is removed (this line keeps two spaces)
    from every line, $name.
    INDENTED

print <<~'INDENTED_SQ';
        indented and literal: $name
        INDENTED_SQ

print <<"A", <<"B";
first heredoc
A
second heredoc
B

my $joined = <<X . <<Y . "tail\n";
x-part
X
y-part
Y
print $joined;

sub shout { my $t = shift; return uc $t }
print shout(<<TEXT);
passed to a sub
TEXT

my %templates = (
    greeting => <<G,
Dear $name,
G
    closing => <<'C',
Regards, $nobody
C
);
print $templates{greeting}, $templates{closing};

my $empty = <<E;
E
print "empty heredoc length: ", length($empty), "\n";

my $count = () = <<LINES =~ /^/mg;
one
two
three
LINES
print "lines counted: $count\n";

my @lines = split /\n/, <<END;
alpha
  beta
gamma
END
print "split lines: ", join("|", @lines), "\n";

print lc(<<"UP") . "after\n";
SHOUTING $name
UP

my $n = 3;
print <<"CALC";
Sum: @{[ $n + 4 ]}, repeat: ${\ ('ab' x $n) }
CALC
print "done\n";
