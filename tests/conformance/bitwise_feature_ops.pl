# The bitwise feature (use feature 'bitwise', use v5.28 and later): & | ^ ~ always
# treat their operands as numbers, &. |. ^. ~. always as strings, each with an
# assignment form; without it & | ^ ~ look at the operands.
use strict;
use warnings;

sub show { my ($what, $v) = @_; $v =~ s/([^\x20-\x7e])/sprintf "\\x%02x", ord $1/ge; print "$what: $v\n" }

show("classic \"10\" | \"3\"", "10" | "3");
show("classic 10 | \"3\"", 10 | "3");
{
    use feature 'bitwise';
    show("numeric \"10\" | \"3\"", "10" | "3");
    show("numeric \"12\" & \"10\"", "12" & "10");
    show("numeric \"12\" ^ \"10\"", "12" ^ "10");
    show("numeric ~\"5\"", ~"5");
    show("numeric -8 | 5", -8 | 5);
    show("numeric 1.9 | 0", 1.9 | 0);
    show("string 10 |. 3", 10 |. 3);
    show("string 12 &. 10", 12 &. 10);
    show("string 12 ^. 10", 12 ^. 10);
    show("string ~.5", ~.5);
    show("string \"AB\" |. \"  \"", "AB" |. "  ");
    show("string \"ab\" &. \"_\"", "ab" &. "_");
    show("string \"abc\" ^. \"   \"", "abc" ^. "   ");
    show("lengths", length("abc" |. "x") . length("abc" &. "x") . length("x" ^. "abc"));
    show("precedence", "a" |. "b" &. "c" ^. "d");
    show("mixed", ("3" | "4") . ("3" |. "4"));
    show("no space", 3 |.5);

    my ($n, $s) = ("10", "10");
    $n |= "3";
    $s |.= "3";
    show("assign |= |.=", "$n $s");
    my ($na, $sa, $nx, $sx) = (12, 12, 12, 12);
    $na &= 10;
    $sa &.= 10;
    $nx ^= 10;
    $sx ^.= 10;
    show("assign &= &.= ^= ^.=", "$na $sa $nx $sx");

    # use integer makes the numeric ones signed; the string ones stay.
    use integer;
    show("integer ~0", ~0);
    show("integer -8 | 5", -8 | 5);
    show("integer \"10\" | \"3\"", "10" | "3");
    show("integer ~.0", ~.0);
}
show("classic again \"10\" | \"3\"", "10" | "3");
{
    use v5.28;
    show("use v5.28 \"10\" | \"3\"", "10" | "3");
    {
        no feature 'bitwise';
        show("no feature \"10\" | \"3\"", "10" | "3");
    }
    use v5.10;
    show("then use v5.10 \"10\" ^ \"3\"", "10" ^ "3");
}
{
    use feature ':5.28';
    show(":5.28 bundle", "10" | "3");
}
{
    use feature ':5.26';
    show(":5.26 bundle", "10" | "3");
}
{
    use v5.36;
    show("use v5.36", ("10" | "3") . " " . ("10" |. "3"));
}
{
    use feature 'bitwise';
    no feature;
    show("no feature;", "10" | "3");
}
{
    use integer;
    show("classic under integer", ("10" | "3") . " " . (~"a") . " " . (~0));
}
