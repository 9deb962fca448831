package Where::Am;
our $FROM = "one";
1;
