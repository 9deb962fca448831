use strict;
use No::Such::Module;
