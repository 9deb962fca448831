use strict;
use warnings;
use feature 'say';

# Each escape is shown through its ordinals so the output is plain text.
sub ords {
    my ($s) = @_;
    my $out = "";
    for my $i (0 .. length($s) - 1) {
        $out .= " " if $i > 0;
        $out .= ord(substr($s, $i, 1));
    }
    return "len=" . length($s) . " [" . $out . "]";
}

say "newline: ", ords("\n");
say "tab: ", ords("\t");
say "backslash: ", ords("\\");
say "dquote: ", ords("\"");
say "dollar: ", ords("\$");
say "at: ", ords("\@");
say "x41: ", ords("\x41");
say "x{41}: ", ords("\x{41}");
say "x{263a} length: ", length("\x{263a}"), " ord: ", ord("\x{263a}");
say "x (no digits): ", ords("\x");
say "x4 single digit: ", ords("\x4");
say "x414 two digits only: ", ords("\x414");
say "null: ", ords("\0");
say "escape: ", ords("\e");
say "bell: ", ords("\a");
say "octal 101: ", ords("\101");
say "octal 0: ", ords("\0");
say "octal 12: ", ords("\12");
say "octal 377: ", ords("\377");
say "mixed: ", ords("a\tb\nc");
say "brace: ", ords("\{\}");
say "single quote inside dq: ", ords("'");
say "dq visible: [a\tb]";
say "dollar text: \$x \@y";
say 'single: \n \t \\ \' $x @y';
say 'single backslash at end: \\';
say 'lone backslash: \ x';
say "tab\there";
say "two\nlines";
say "end with escape\\";
say "x7F: ", ords("\x7F");
say "x{ff}: ", ords("\x{ff}");
say "x{00041}: ", ords("\x{00041}");
say "nul inside: ", ords("a\0b");
say "octal takes 3 digits: ", ords("\1010");
say "escapes together: ", ords("\x41\101\t\$\@\\");
say "escaped dollar before name: ", ords("\$a");
