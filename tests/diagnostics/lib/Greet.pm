package Greet;
use Exporter 'import';
our @EXPORT_OK = qw(hello);
sub hello { "hello" }
1;
