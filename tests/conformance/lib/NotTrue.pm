package NotTrue;
sub hello { "hi" }
0;
