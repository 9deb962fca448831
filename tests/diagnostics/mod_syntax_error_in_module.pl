use lib "lib";
use Broken;
