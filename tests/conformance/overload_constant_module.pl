# overload::constant from a module's own import: each numeric literal in its scope is
# the handler's object, made when the literal is compiled (the handlers print, so the
# order shows), once per literal; `no` ends the scope, and so does a block.
use lib 'lib';
print "start of run\n";
BEGIN { print "before use\n" }
use ConstLoud;
BEGIN { print "after use\n" }
my $x = 42;
print "x = $x\n";
print "sum = ", 1 + 2, "\n";
print "float = ", 1.5, " hex = ", 0x1F, " bin = ", 0b101, " octal = ", 017, "\n";
for my $i (1 .. 2) {
    print "loop: ", 7, "\n";
}
{
    no ConstLoud;
    print "plain: ", 3 + 4, "\n";
}
print "again: ", 9, "\n";
sub later { return 100 }
print "sub: ", later(), "\n";
print "big: ", 1_000_000, "\n";
