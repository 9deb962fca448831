# Data::Dumper: hash keys: Sortkeys (1 and a sub), Quotekeys, Useqq (for keys and values).
use strict;
use warnings;
use Data::Dumper;

$Data::Dumper::Sortkeys = 1;
$Data::Dumper::Sortkeys = 1;

my %h = (b => 2, a => 1, c => 3, B => 'upper', 10 => 'ten', 9 => 'nine', '' => 'empty',
    'with space' => 's', "it's" => 'q', 'a::b' => 'colons', _x => 'u', '1e3' => 'e',
    '-5' => 'neg', '+5' => 'plus', '05' => 'zero');
print Dumper(\%h);
{
    local $Data::Dumper::Quotekeys = 0;
    print Dumper(\%h);
    local $Data::Dumper::Indent = 1;
    print Dumper({ nested => { deeper => 1 }, 'x y' => [] });
}
{
    local $Data::Dumper::Sortkeys = sub { [ reverse sort keys %{ $_[0] } ] };
    print Dumper({ a => 1, b => 2, c => { z => 1, y => 2 } });
    local $Data::Dumper::Sortkeys = sub { [ grep { /^a/ } sort keys %{ $_[0] } ] };
    print Dumper({ apple => 1, banana => 2, avocado => 3 });
    local $Data::Dumper::Sortkeys = sub { [ 'missing', 'here' ] };
    print Dumper({ here => 'present' });
    local $Data::Dumper::Sortkeys = sub { 'not an array' };
    print Dumper({ a => 1 });
    print STDERR "after the warning\n";
}
{
    local $Data::Dumper::Useqq = 1;
    print Dumper("plain", "tab\there", "nl\n", "quote\" dollar\$ at\@ back\\ single'",
        "\x01\x02x\x00", "\x007", "\x1b\x7f\x80\xff", "\r\f\a\b", '123', '007', 42, 1.5, '-12',
        undef, '');
    print Dumper({ "key\n" => "v", plain => 1, 5 => 'five', 'a b' => 'c' });
    local $Data::Dumper::Quotekeys = 0;
    print Dumper({ "key\n" => "v", plain => 1, 5 => 'five', 'a b' => 'c' });
}
print Dumper("caf\x{e9}", "snow \x{2603} man", "\x{263a}'s");
{
    local $Data::Dumper::Useqq = 1;
    print Dumper("caf\x{e9}", "snow \x{2603} man");
}
