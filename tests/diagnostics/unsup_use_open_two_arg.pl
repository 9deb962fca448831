use open ":utf8";
open(my $fh, "</etc/passwd") or die;
