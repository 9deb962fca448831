use lib "lib";
use Computed qw(f1);
