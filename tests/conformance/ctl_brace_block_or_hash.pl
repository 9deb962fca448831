# A { at the start of a statement: an anonymous hash or a block, as perl's toke.c guesses
# (empty, or a word/string/q-quote first followed by => or by , unless a lower-case word;
# the first statement of a map or grep block is always a hash).
sub f1 { {  } } print ref(f1('k', {a=>1})) || 'none', " 1\n";
sub f2 { { a => 1 } } print ref(f2('k', {a=>1})) || 'none', " 2\n";
sub f3 { { A, 1 } } print ref(f3('k', {a=>1})) || 'none', " 3\n";
sub f4 { { "a" => 1 } } print ref(f4('k', {a=>1})) || 'none', " 4\n";
sub f5 { { 1 => 2 } } print ref(f5('k', {a=>1})) || 'none', " 5\n";
sub f6 { { a => 1, b => 2 } } print ref(f6('k', {a=>1})) || 'none', " 6\n";
sub f7 { { lc("x"), 1 } } print ref(f7('k', {a=>1})) || 'none', " 7\n";
sub f8 { { qw(a b) } } print ref(f8('k', {a=>1})) || 'none', " 8\n";
sub f9 { { a , 1 } } print ref(f9('k', {a=>1})) || 'none', " 9\n";
sub f10 { { "a" } } print ref(f10('k', {a=>1})) || 'none', " 10\n";
sub f11 { { 1 } } print ref(f11('k', {a=>1})) || 'none', " 11\n";
sub f12 { { abc => 1 } } print ref(f12('k', {a=>1})) || 'none', " 12\n";
sub f13 { { _a => 1 } } print ref(f13('k', {a=>1})) || 'none', " 13\n";
sub f14 { { ::a => 1 } } print ref(f14('k', {a=>1})) || 'none', " 14\n";
sub f15 { { a::b => 1 } } print ref(f15('k', {a=>1})) || 'none', " 15\n";
sub f16 { { q{a} => 1 } } print ref(f16('k', {a=>1})) || 'none', " 16\n";
sub f17 { { "a",  } } print ref(f17('k', {a=>1})) || 'none', " 17\n";
sub f18 { {   "a" ,1 } } print ref(f18('k', {a=>1})) || 'none', " 18\n";
sub f19 { { 'a', 1 } } print ref(f19('k', {a=>1})) || 'none', " 19\n";
sub f20 { { qq(a), 1 } } print ref(f20('k', {a=>1})) || 'none', " 20\n";
sub f21 { { quux, 1 } } print ref(f21('k', {a=>1})) || 'none', " 21\n";
sub f22 { { quux => 1 } } print ref(f22('k', {a=>1})) || 'none', " 22\n";
sub f24 { { $_[0], 1 } } print ref(f24('k', {a=>1})) || 'none', " 24\n";
sub f25 { { $_[0] => 1 } } print ref(f25('k', {a=>1})) || 'none', " 25\n";
sub f26 { { %{$_[0]} } } print ref(f26('k', {a=>1})) || 'none', " 26\n";
sub f27 { { -a => 2 } } print ref(f27('k', {a=>1})) || 'none', " 27\n";
sub f28 { { 0x1, 2 } } print ref(f28('k', {a=>1})) || 'none', " 28\n";
my $h = {a=>1};
my @r = map { { %$_ } } ($h); print ref($r[0])||"none", "\n";
@r = map {
 # c
 { a, 1 } } ($h); print ref($r[0])||"none", "\n";
@r = grep { { %$_ } } ($h); print scalar(@r), "\n";
my $x = do { { %$h } }; print ref($x)||"none", "\n";
@r = map { 1; { %$_, b=>1 } } ($h); print ref($r[0])||"none", "\n";
