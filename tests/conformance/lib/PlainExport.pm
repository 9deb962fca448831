package PlainExport;
use Exporter 'import';
our @EXPORT_OK = qw(one two);
sub one { 1 }
sub two { 2 }
1;
