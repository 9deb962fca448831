package TaggerUser;
# A module that itself uses a module with its own import (nested compile-time runs).
use Tagger qw(strong);
sub show { strong "nested", "!" }
1;
