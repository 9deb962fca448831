use strict;
use warnings;

# Named captures: (?<name>...), %+, %-, \k<name>, (?P<name>...), (?'name'...).
my $line = "2024-06-30 ERROR disk full";
if ($line =~ /^(?<date>\S+)\s+(?<level>[A-Z]+)\s+(?<msg>.*)$/) {
    print "date=$+{date} level=$+{level} msg=$+{msg}\n";
    print "numbered too: 1=$1 2=$2 3=$3\n";
    print "keys: ", join(",", sort keys %+), "\n";
    my %copy = %+;
    print "copy: ", join(" ", map { "$_=$copy{$_}" } sort keys %copy), "\n";
}

# Missing optional named group: not present in %+, but present (undef) in %-.
if ("host" =~ /^(?<host>\w+)(?::(?<port>\d+))?$/) {
    print "port exists in %+? ", (exists $+{port} ? "yes" : "no"), "\n";
    print "port exists in %-? ", (exists $-{port} ? "yes" : "no"), "\n";
    print "host: $+{host}, default port: ", ($+{port} // 80), "\n";
}

# Duplicate names inside a branch reset or alternation: %- holds all of them.
if ("12:34" =~ /(?<n>\d+):(?<n>\d+)/) {
    print "\$+{n} is the leftmost defined: $+{n}\n";
    my $all = $-{n};
    print "\$-{n} has ", scalar(@$all), " entries: @$all\n";
}

for my $s ("fruit=apple", "veg:carrot") {
    if ($s =~ /(?|(?<kind>fruit)=(?<item>\w+)|(?<kind>veg):(?<item>\w+))/) {
        print "branch reset: kind=$+{kind} item=$+{item} 1=$1 2=$2\n";
    }
}

# Backreference by name.
for my $w ("hello hello world", "hello world") {
    if ($w =~ /\b(?<word>\w+)\s+\k<word>\b/) {
        print "doubled word '$+{word}' in '$w'\n";
    } else {
        print "no doubled word in '$w'\n";
    }
}

# Alternative syntaxes.
if ("k=v" =~ /(?'key'\w)=(?P<val>\w)/) {
    print "quote syntax key=$+{key}, python syntax val=$+{val}\n";
}
if ("abab" =~ /(?<pair>ab)\k{pair}/ and "xyxy" =~ /(?P<p>xy)(?P=p)/) {
    print "\\k{pair} and (?P=p) work, last p=$+{p}\n";
}

# Named captures in a loop building a hash of records.
my @lines = ("id=3 name=carol", "id=1 name=alice", "id=2 name=bob");
my %by_id;
for (@lines) {
    /id=(?<id>\d+)\s+name=(?<name>\w+)/ or next;
    $by_id{$+{id}} = $+{name};
}
print join(", ", map { "$_:$by_id{$_}" } sort { $a <=> $b } keys %by_id), "\n";
