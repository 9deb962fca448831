# %^H entries an import sets are lexically scoped, and (caller N)[10] shows each
# statement the ones of its scope; a module required in between does not see or change
# them. CORE::GLOBAL::hex, set at BEGIN time, overrides every later hex.
use strict;
use warnings;
use lib 'lib';
print "before: '", HintsPragma::in_effect(), "'\n" if eval { require HintsPragma; 1 };
use HintsPragma 'high';
print "after use: ", HintsPragma::in_effect(), "\n";
{
    no HintsPragma;
    print "inside no: ", HintsPragma::in_effect(), "\n";
    {
        use HintsPragma 'low';
        print "nested use: ", HintsPragma::in_effect(), "\n";
    }
    print "after nested: ", HintsPragma::in_effect(), "\n";
}
print "outer again: ", HintsPragma::in_effect(), "\n";
sub later { HintsPragma::in_effect() }
print "from a sub: ", later(), "\n";

print "hex before: ", hex("ff"), "\n";
BEGIN { *CORE::GLOBAL::hex = sub (_) { "hex(" . $_[0] . ")" } }
print "hex after: ", hex("ff"), " ", CORE::hex("ff"), "\n";
$_ = "10";
print "topic: ", hex, "\n";
