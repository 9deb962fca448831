package TaggerDies;
# An import that refuses what it is asked for.
sub import {
    my ($class, @args) = @_;
    for (@args) {
        die "TaggerDies: unknown tag '$_'\n" unless /^[a-z]+$/;
    }
    warn "TaggerDies imported @args\n";
}
1;
