# use constant makes subs with the prototype "".
use constant A => 1;
use constant L => (1, 2);
use constant S => "s";
print defined prototype("A") ? "def" : "undef", "[", prototype("A"), "]\n";
print defined prototype("main::L") ? "def" : "undef", "\n";
print defined prototype(\&S) ? "def" : "undef", "\n";
print A + 1, " ", S, " ", scalar(my @l = L), "\n";
