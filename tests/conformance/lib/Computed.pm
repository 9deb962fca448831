package Computed;
use Exporter 'import';
our @EXPORT_OK = map { "f$_" } 1 .. 3;
sub f1 { 1 } sub f2 { 2 } sub f3 { 3 }
1;
