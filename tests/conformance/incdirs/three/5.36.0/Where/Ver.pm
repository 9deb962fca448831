package Where::Ver;
our $FROM = "three/5.36.0";
1;
