package Where::Begin;
our $FROM = "four by BEGIN";
1;
