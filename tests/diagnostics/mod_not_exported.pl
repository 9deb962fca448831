use lib "lib";
use Greet qw(hello goodbye);
