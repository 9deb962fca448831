package Order::B;
print "Order::B body runs (", __FILE__, " line ", __LINE__, ")\n";
sub name { "B" }
"a true value";
