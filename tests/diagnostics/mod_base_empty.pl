package Child;
use base 'Later';
package Later;
sub new { bless {}, shift }
1;
