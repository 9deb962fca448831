# exists and delete of an array element give their value in list context too.
my @a = (5); my %h = (k => 1);
my @x = (1, exists $a[0], 2); print scalar(@x), "\n";
@x = (1, delete $a[0], 2); print scalar(@x), " @x\n";
@x = (1, exists $h{k}, 2); print scalar(@x), "\n";
@x = (1, exists $a[7], 2); print scalar(@x), "[@x]\n";
my @b = (1, 2, 3); my @d = (delete $b[1], delete $b[2]); print scalar(@d), " @d ", scalar(@b), "\n";
print "e:", join(",", map { exists $b[$_] ? 1 : 0 } 0 .. 2), "\n";
