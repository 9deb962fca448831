# perl 5.30 made a plain dump a compile-time error.
dump;
