use strict;
use warnings;
use feature 'say';

my %h = (apple => 3, banana => 5, cherry => 7);
say "apple: $h{apple}";
say "banana: $h{'banana'}";
my $k = "cherry";
say "cherry: $h{$k}";
$h{date} = 9;
say "keys: ", join(",", sort keys %h);
say "values: ", join(",", sort values %h);
say "exists apple: ", (exists $h{apple} ? "yes" : "no");
say "exists fig: ", (exists $h{fig} ? "yes" : "no");
say "fig not autovivified by exists: ", join(",", sort keys %h);
my $gone = delete $h{apple};
say "deleted apple: $gone";
say "after delete: ", join(",", sort keys %h);
my $none = delete $h{nothing};
say "delete missing: ", defined $none ? $none : "undef";
$h{banana} += 10;
$h{counter}++;
$h{text} .= "abc";
say "compound on elements: banana=$h{banana} counter=$h{counter} text=$h{text}";
my %u;
$u{a} = undef;
say exists $u{a} ? 1 : 0, defined $u{a} ? 1 : 0;
say "read missing: ", defined $u{zzz} ? "def" : "undef";
say "reading did not create: ", (exists $u{zzz} ? "created" : "not created");
my %copy = %h;
$copy{banana} = 0;
say "copy independent: $h{banana} vs $copy{banana}";
my %merged = (%h, extra => 1, banana => -1);
say "merged: ", join(",", map_free(%merged));
sub map_free {
    my %m = @_;
    my @out;
    for my $key (sort keys %m) {
        push @out, "$key=$m{$key}";
    }
    return @out;
}
my %num;
$num{1} = "one";
$num{01} = "one again";
$num{"01"} = "string 01";
$num{1.0} = "float one";
$num{-1} = "minus one";
say "numeric keys: ", join(" | ", map_free(%num));
my %e = ();
say "empty keys: ", scalar(keys %e);
%h = ();
say "cleared: ", scalar(keys %h);
my %bare = (key => "v", -dash => "d", 'quoted key' => "q");
say "bareword and dash keys: ", join(" | ", map_free(%bare));
say "dash key lookup: $bare{-dash}";
my %nested_counts;
for my $w ("a", "b", "a", "c", "a", "b") {
    $nested_counts{$w}++;
}
say "counts: ", join(" ", map_free(%nested_counts));
my @pairs = (x => 1, y => 2);
my %from_array = @pairs;
say "from array: ", join(",", map_free(%from_array));
my %inverse;
for my $key (sort keys %from_array) {
    $inverse{$from_array{$key}} = $key;
}
say "inverted: ", join(",", map_free(%inverse));
my $ek = "";
my %ekh = ("" => "empty key");
say "empty string key: $ekh{$ek}";
my %order;
$order{x} .= exists $order{x} ? "existed" : "new";
say "element is created before the right side of .= runs: $order{x}";
my $y_sep = exists $order{y} ? "existed" : "new";
$order{y} .= $y_sep;
say "checking first: $order{y}";
