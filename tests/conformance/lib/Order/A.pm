package Order::A;
BEGIN { print "Order::A compiling\n" }
use Order::B;
print "Order::A body runs\n";
sub name { "A" }
1;
