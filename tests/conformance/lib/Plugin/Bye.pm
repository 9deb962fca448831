package Plugin::Bye;
our $loaded = __FILE__;
sub run { "bye from $loaded" }
1;
