use lib "lib";
use OwnImport;
