use warnings;
sub odd :prototype(one) { 1 }
print odd(), "\n";
