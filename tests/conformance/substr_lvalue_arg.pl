# substr() passed to a sub is an lvalue: writes through @_ go back into the string.
my $s = "hello world";
sub up { $_[0] = uc $_[0] }
up(substr($s, 0, 5));
print "$s\n";
sub append { $_[0] .= "!!" }
append(substr($s, -5));
print "$s\n";
sub shorten { $_[0] = "" }
my %h = (k => "abcdef");
shorten(substr($h{k}, 1, 2));
print "$h{k}\n";
sub readonly_use { return length $_[0] }
print readonly_use(substr($s, 0, 3)), "\n";
print "$s\n";
my @a = ("xyz");
sub twice { $_[0] x= 2 }
twice(substr($a[0], 1, 1));
print "$a[0]\n";
