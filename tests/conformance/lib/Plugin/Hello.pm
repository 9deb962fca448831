package Plugin::Hello;
sub run { "hello from " . __PACKAGE__ }
1;
