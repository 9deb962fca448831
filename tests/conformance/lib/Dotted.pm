package Dotted;
our $VERSION = 'v1.10.2';
1;
