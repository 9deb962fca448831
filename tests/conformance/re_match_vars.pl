use strict;
use warnings;

# $&, $`, $', @-, @+, $#-, $#+, $+ and $^N.
my $s = "hello big world";
if ($s =~ /b(i)(g)/) {
    print "pre=[$`] match=[$&] post=[$']\n";
    print "\$-[0]=$-[0] \$+[0]=$+[0]\n";
    print "\$-[1]=$-[1] \$+[1]=$+[1] \$-[2]=$-[2] \$+[2]=$+[2]\n";
    print "last index of \@-: $#- and \@+: $#+\n";
    print "interpolated arrays: [@-] [@+]\n";
    print "substr via offsets: ", substr($s, $-[0], $+[0] - $-[0]), "\n";
    print "\$+ = $+, \$^N = $^N\n";
}

# $+ is the highest-numbered group that matched; $^N the most recently closed.
for my $t ("ab", "a", "b") {
    if ($t =~ /(a)?(b)?/) {
        my $plus = defined $+ ? $+ : "undef";
        my $n    = defined $^N ? $^N : "undef";
        print "$t: \$+=$plus \$^N=$n groups=$#- of $#+\n";
    }
}

# $^N follows group closing order in nested groups.
if ("xyz" =~ /((x)(y))(z)?/) {
    print "nested: \$^N=$^N \$+=$+ 1=$1\n";
}
if ("xy" =~ /((x)(y))/) {
    print "outer closes last: \$^N=$^N \$+=$+\n";
}

# Unmatched trailing groups: @- and @+ lengths.
if ("ac" =~ /(a)(b)?(c)/) {
    print "middle group unmatched: \$-[2] defined? ", (defined $-[2] ? 1 : 0),
          ", \$#-=$#-, \$#+=$#+\n";
}
if ("a" =~ /(a)(b)?/) {
    print "trailing group unmatched: \$#-=$#-, \$#+=$#+\n";
}

# Zero-length match at the end of the string.
if ("abc" =~ /$/) {
    print "end match at $-[0]..$+[0], pre=[$`] match=[$&] post=[$']\n";
}

# Positions of every word found with /g.
my $text = "one two three";
while ($text =~ /(\w+)/g) {
    print "word '$1' from $-[1] to $+[1]\n";
}

# Prematch and postmatch in a loop over words.
my $sentence = "alpha,beta;gamma";
if ($sentence =~ /[,;]/) {
    print "first separator '$&' splits '$`' from '$''\n";
}
