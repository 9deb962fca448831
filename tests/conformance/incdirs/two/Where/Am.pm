package Where::Am;
our $FROM = "two";
1;
