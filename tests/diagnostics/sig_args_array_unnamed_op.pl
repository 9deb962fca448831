use v5.36;
sub check ($x, @) {
    return "none" unless @_;
    return "some";
}
say check(1);
