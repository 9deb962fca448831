use lib "lib";
use SuperImport;
print f(), "\n";
