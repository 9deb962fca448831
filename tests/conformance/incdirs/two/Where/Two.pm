package Where::Two;
our $FROM = "two";
1;
