use v5.36;
sub twice ($x, @) {
    my @all = (@_) x 2;
    return scalar @all;
}
say twice(1, 2);
