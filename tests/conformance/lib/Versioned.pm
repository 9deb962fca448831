package Versioned;
use strict;
our $VERSION = '1.05';
sub hello { "hello from Versioned $VERSION" }
1;
