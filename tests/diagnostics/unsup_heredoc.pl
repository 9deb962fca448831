use strict;
my $n = 1;
print <<"EOT";
hello
EOT
