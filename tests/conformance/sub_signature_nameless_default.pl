# A nameless optional parameter's default is run, with no "Useless use" warning.
use v5.36;
sub h($x, $ = 5) { $x }
say h(1);
sub g($x, $ = print("default\n"), $y = 7) { "$x $y" }
say g(1);
say g(1, 2, 3);
