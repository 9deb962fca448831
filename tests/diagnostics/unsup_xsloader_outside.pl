use strict;
require XSLoader;
XSLoader::load("Cwd", "3.84");
