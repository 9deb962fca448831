# The value of a block whose `local`s end with it: do BLOCK returns the value the
# localized variable had inside (perl copies it before the scope ends).
our $x = 1;
my $e = do { local $x; $x = 5; $x };
print "e=$e x=$x\n";
my $f = do { local $@; $@ = "m"; $@ };
print "f=$f\n";
my $g = do { local $@; eval { die "q\n" }; $@ };
print "g=$g";
my @a = do { local $x = 7; ($x, $x + 1) };
print "a=@a x=$x\n";
sub f { local $x = 9; $x } print "f()=", f(), " x=$x\n";
sub g { local $x = 3; ($x) x 2 } my @b = g(); print "g()=@b\n";
my $err = do {
    local $@;
    eval { die { code => 42 } };
    $@;
};
print "code=$err->{code}\n";
